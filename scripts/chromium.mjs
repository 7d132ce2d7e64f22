// How this machine runs Chromium: Debian's (scripts/setup-chromium.sh), headless, with the flags
// a container without a GPU, a sandbox or the network needs. One list for the e2e tests, the
// ui's story tests and the benches; each launch gets a fresh user-data dir from its launcher.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
