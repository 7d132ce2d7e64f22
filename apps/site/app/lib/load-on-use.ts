// A part of an island that loads on first use (a form's rules, a step's code): imported once and
// kept. A download that fails (a phone's connection dropping) is a NetworkError, which the forms
// say in the page's language, and the next use (pressing again) tries the download again.
import { NetworkError } from '@kirana/api-client/errors';

export interface OnUse<T> {
  /** The module, downloaded on the first call (and again after a failed one). */
  load(): Promise<T>;
  /** The module if it has loaded already (for what must answer at once). */
  loaded(): T | undefined;
  /** Starts the download ahead of use (as a form gets focus); a failure is said on use. */
  preload(): void;
}

export function onUse<T>(importer: () => Promise<T>): OnUse<T> {
  let loading: Promise<T> | undefined;
  let module: T | undefined;
  const load = () => {
    loading ??= importer().then(
      (value) => (module = value),
      (cause: unknown) => {
        loading = undefined;
        throw new NetworkError({ cause });
      },
    );
    return loading;
  };
  return {
    load,
    loaded: () => module,
    preload: () => void load().catch(() => undefined),
  };
}
