import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { changeFeed } from '../db/adapter.js';
import { acceptsGzip } from './cached-routes.js';
import { GZIP_FROM_BYTES, ResponseCache } from './response-cache.js';

function setup(maxBytes = 1024 * 1024) {
  const feed = changeFeed(true);
  const cache = new ResponseCache(feed.feed, maxBytes);
  const keep = (key: string, tables: string[], body = `{"key":"${key}"}`) =>
    cache.put(cache.ticket(key, tables), Buffer.from(body));
  const text = (key: string) => cache.get(key)?.body.toString();
  return { feed, cache, keep, text };
}

describe('ResponseCache', () => {
  it('answers a kept body until one of its tables changes', () => {
    const { feed, keep, text } = setup();
    keep('/products', ['products', 'categories']);
    keep('/branches', ['branches']);
    expect(text('/products')).toBe('{"key":"/products"}');

    feed.changed('categories');
    expect(text('/products')).toBeUndefined();
    expect(text('/branches')).toBe('{"key":"/branches"}');
  });

  it('does not keep an answer read across a change of its tables', () => {
    const { feed, cache, text } = setup();
    const before = cache.ticket('/products', ['products']);
    feed.changed('products');
    cache.put(before, Buffer.from('{"stale":true}'));
    expect(text('/products')).toBeUndefined();

    const unrelated = cache.ticket('/products', ['products']);
    feed.changed('branches');
    cache.put(unrelated, Buffer.from('{"fresh":true}'));
    expect(text('/products')).toBe('{"fresh":true}');
  });

  it('keeps nothing while changes may be missed, and starts empty when they are heard again', () => {
    const { feed, cache, keep, text } = setup();
    keep('/a', ['products']);
    const during = cache.ticket('/b', ['branches']);
    feed.setLive(false);
    expect(cache.enabled).toBe(false);
    expect(text('/a')).toBeUndefined();
    keep('/c', ['products']);
    feed.setLive(true);
    cache.put(during, Buffer.from('{}'));
    expect([text('/a'), text('/b'), text('/c')]).toEqual([undefined, undefined, undefined]);
    expect(cache.size).toBe(0);
    keep('/d', ['products']);
    expect(text('/d')).toBe('{"key":"/d"}');
  });

  it('stays within its memory budget by dropping the least recently used answers', () => {
    const body = (n: number) => JSON.stringify({ n, pad: 'x'.repeat(200) });
    const { cache, keep, text } = setup(2_000);
    keep('/1', ['t'], body(1));
    keep('/2', ['t'], body(2));
    keep('/3', ['t'], body(3));
    expect(text('/1')).toBeDefined(); // used: /2 is now the oldest
    for (let n = 4; n <= 12; n += 1) keep(`/${n}`, ['t'], body(n));
    expect(cache.bytes).toBeLessThanOrEqual(2_000);
    expect(text('/2')).toBeUndefined();
    expect(text('/12')).toBe(body(12));
  });

  it('is off with no memory budget', () => {
    const { cache, keep, text } = setup(0);
    keep('/a', ['t']);
    expect(cache.enabled).toBe(false);
    expect(text('/a')).toBeUndefined();
  });

  it('gzips bodies of 1 KiB and more, once', () => {
    const { keep } = setup();
    const small = keep('/small', ['t']);
    const large = keep('/large', ['t'], JSON.stringify({ items: 'x'.repeat(GZIP_FROM_BYTES) }));
    expect(small.gzip).toBeUndefined();
    const gzip = large.gzip ?? Buffer.alloc(0);
    expect(gzip.length).toBeGreaterThan(0);
    expect(gzip.length).toBeLessThan(large.body.length);
    expect(gunzipSync(gzip).equals(large.body)).toBe(true);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['deflate, br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
