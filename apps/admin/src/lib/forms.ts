/** After a failed submit, moves focus to the form's first invalid field (once it has rendered). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/**
 * A form's rules module, loaded on the form's first use rather than with the screen (the rules
 * engine is most of what a small form would otherwise carry): call it on focus to start the
 * download, and await it on submit. A failed download is tried again at the next call; the
 * caller then sends the values unchecked, and the API's own check answers.
 */
export function lazyRules<T>(load: () => Promise<T>): () => Promise<T | null> {
  let loading: Promise<T | null> | undefined;
  return () =>
    (loading ??= load().catch(() => {
      loading = undefined;
      return null;
    }));
}
