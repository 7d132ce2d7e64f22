import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { MAX_AFFILIATE_IMAGE_BYTES } from '@kirana/domain/uploads';
import { HttpError } from '../errors.js';
import { makeImage, makeRotatedJpeg } from '../testing/fixtures.js';
import { processImage, sniffImageType } from './images.js';

const status = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : 'other';
  }
};

describe('sniffImageType', () => {
  test.each(['jpeg', 'png', 'gif', 'webp'] as const)(
    'recognises %s by its bytes',
    async (format) => {
      expect(sniffImageType(await makeImage(format))).toBe(format);
    },
  );

  test.each([
    ['text', Buffer.from('hello world, this is text')],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['RIFF that is not WebP', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
    ['empty', Buffer.alloc(0)],
    ['short', Buffer.from([0xff, 0xd8])],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

describe('processImage', () => {
  test('re-encodes to WebP, rotated upright, without metadata, within 1200x1200', async () => {
    const out = await processImage(await makeRotatedJpeg(2000, 1000), {
      accept: ['jpeg'],
      output: 'webp',
    });
    expect(out).toMatchObject({ contentType: 'image/webp', extension: 'webp' });
    const meta = await sharp(out.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 1200]);
    expect(meta.exif).toBeUndefined();
  });

  test('keeps small images at their size', async () => {
    const out = await processImage(await makeImage('gif', 30, 20), {
      accept: ['gif'],
      output: 'jpeg',
    });
    const meta = await sharp(out.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 30, 20]);
  });

  test('over 5 MiB is a 413, a type not accepted a 415, unreadable bytes a 415', async () => {
    const png = await makeImage('png');
    expect(
      await status(
        processImage(Buffer.concat([png, Buffer.alloc(MAX_AFFILIATE_IMAGE_BYTES)]), {
          accept: ['png'],
          output: 'webp',
        }),
      ),
    ).toBe(413);
    expect(await status(processImage(png, { accept: ['jpeg'], output: 'jpeg' }))).toBe(415);
    expect(
      await status(processImage(png.subarray(0, 40), { accept: ['png'], output: 'webp' })),
    ).toBe(415);
  });
});
