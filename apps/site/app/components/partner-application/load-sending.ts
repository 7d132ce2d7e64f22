// The form's checking and sending (./sending.ts) load on first use: the form starts loading them
// when it gets focus, so they are there by the time it is sent.
import type * as SendingModule from './sending';

type Sending = typeof SendingModule;

let loading: Promise<Sending> | undefined;
let loaded: Sending | undefined;

export function loadSending(): Promise<Sending> {
  loading ??= import('./sending').then((sending) => (loaded = sending));
  // A failed download may be tried again (the next focus or send).
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The checks if they have loaded already (for what must answer at once, such as the progress bar). */
export function sendingIfLoaded(): Sending | undefined {
  return loaded;
}
