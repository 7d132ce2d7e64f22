// A message of packages/domain (or of the API) in the page's language. Islands use it with the
// catalogue's `validation` part they get as props.

/** English message -> the language's words. */
export type ValidationText = Readonly<Record<string, string>>;

/**
 * The message in the language: its translation, else the English message (an API answer we
 * have no words for is still shown rather than lost).
 */
export function localiseMessage(validation: ValidationText, message: string): string {
  return validation[message] ?? message;
}
