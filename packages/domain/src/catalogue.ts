// The message catalogue: every message the rules and the API can answer has a stable key (its
// `rule`), an English template and the values it names (`params`, e.g. a limit). The API answers
// the rule beside the English text, and the apps choose their words by the rule, in the page's
// language, never by matching the English. Each resource module defines its messages with
// `defineMessage` (`contact.nameRequired`, `inventory.priceInvalid`...): its exported messages
// are its part of the catalogue. They register here as their module loads, so a rule's key
// (which zod carries as an issue's message) leads back to its message. No zod, no React.

/** Values a message names: numbers are written with Indian digit grouping (2,000). */
export type MessageParams = Readonly<Record<string, string | number>>;

export interface Message<R extends string = string> {
  /** Stable key: `<resource>.<name>`. Never shown; the apps choose their words by it. */
  readonly rule: R;
  /** The English template, with `{name}` where a param goes. */
  readonly template: string;
  readonly params: MessageParams;
  /** The English sentence (template with params filled). */
  readonly text: string;
}

const registry = new Map<string, Message>();

/**
 * A number with Indian digit grouping, as `toLocaleString('en-IN')` writes it (2,000; 1,00,000).
 * Whole numbers are grouped here without Intl: messages are worded as their modules load, and a
 * page's first Intl call stalls a phone for tens of milliseconds while ICU loads its data.
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-IN');
  const digits = String(Math.abs(value));
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${rest ? `${rest},` : ''}${last}`;
}

/** `{name}` in `template` replaced by `params.name` (numbers grouped as prices are: 2,000). */
export function fill(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? groupDigits(value) : value;
  });
}

function message<R extends string>(rule: R, template: string, params: MessageParams): Message<R> {
  return { rule, template, params, text: fill(template, params) };
}

/**
 * A message of the catalogue: `defineMessage('contact.nameTooLong', 'Please keep your name to
 * {max} characters or fewer.', { max: MAX_NAME_LENGTH })`. A rule has one wording: a second
 * definition with other words is a programming error.
 */
export function defineMessage<const R extends string>(
  rule: R,
  template: string,
  params: MessageParams = {},
): Message<R> {
  const known = registry.get(rule);
  if (known) {
    if (known.template !== template) throw new Error(`Rule ${rule} has two wordings.`);
    return known as Message<R>;
  }
  const made = message(rule, template, params);
  registry.set(rule, made);
  return made;
}

/** The same message naming other values (a decision, a document): `{decision}` filled. */
export function withParams<R extends string>(base: Message<R>, params: MessageParams): Message<R> {
  return message(base.rule, base.template, { ...base.params, ...params });
}

/** The message of a rule, when its module is loaded (messages register as it loads). */
export function messageOfRule(rule: string): Message | undefined {
  return registry.get(rule);
}

/** Every message registered so far: the catalogue checks import every module first. */
export function registeredMessages(): readonly Message[] {
  return [...registry.values()];
}
