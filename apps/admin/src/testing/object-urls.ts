// Object URLs for tests: jsdom has none. Each blob gets `blob:test/<n>`; a test can read which
// are still live (made and not revoked) and the blob behind one.
const made = new Map<string, Blob>();
const revoked = new Set<string>();
let count = 0;

export const objectUrls = {
  /** The URLs made and not revoked yet. */
  live: (): string[] => [...made.keys()].filter((url) => !revoked.has(url)),
  blobOf: (url: string): Blob | undefined => made.get(url),
};

/** Gives URL.createObjectURL and URL.revokeObjectURL to jsdom, with a clean record. */
export function installObjectUrls(): void {
  made.clear();
  revoked.clear();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      count += 1;
      const url = `blob:test/${count}`;
      made.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => {
      revoked.add(url);
    },
  });
}
