// The site's one lazy loader: one download however many ask at once, kept once it loaded, and
// forgotten when it failed so the next use downloads again.
import { NetworkError } from '@kirana/api-client/errors';
import { describe, expect, it, vi } from 'vitest';
import { onUse } from './load-on-use';

/** An import that fails the first time (a dropped connection) and loads the next. */
function failingOnce() {
  const module = { name: 'rules' };
  const importer = vi
    .fn<() => Promise<typeof module>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce(module);
  return { module, importer };
}

describe('onUse', () => {
  it('shares one import between calls made at once and keeps the module', async () => {
    const module = { name: 'rules' };
    const importer = vi.fn(() => Promise.resolve(module));
    const part = onUse(importer);
    expect(part.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(await part.load()).toBe(module);
    expect(part.loaded()).toBe(module);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('says a failed import as the network failing, and imports again on the next call', async () => {
    const { module, importer } = failingOnce();
    const part = onUse(importer);
    const [first, second] = await Promise.allSettled([part.load(), part.load()]);
    expect(first.status === 'rejected' && first.reason).toBeInstanceOf(NetworkError);
    expect(second.status === 'rejected' && second.reason).toBeInstanceOf(NetworkError);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.loaded()).toBeUndefined();
    expect(await part.load()).toBe(module);
    expect(part.loaded()).toBe(module);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('preloads without a word when the download fails, and downloads again on the next preload', async () => {
    const { module, importer } = failingOnce();
    const part = onUse(importer);
    part.preload();
    // The failed preload is what the first use meets; a second preload downloads again.
    await expect(part.load()).rejects.toBeInstanceOf(NetworkError);
    part.preload();
    await vi.waitFor(() => expect(part.loaded()).toBe(module));
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
