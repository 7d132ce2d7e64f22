// Images made smaller before upload (lib/prepare-document.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareDocument } from './prepare-document';

interface Drawn {
  width: number;
  height: number;
  type?: string;
  quality?: number;
}

/** A browser that decodes every image as `width` x `height` and encodes `encodedBytes`. */
function fakeCanvas(width: number, height: number, encodedBytes: number, answerType?: string) {
  const drawn: Drawn = { width: 0, height: 0 };
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close })),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return {
      fillStyle: '',
      fillRect: () => undefined,
      drawImage: () => {
        drawn.width = this.width;
        drawn.height = this.height;
      },
    } as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(
    (callback: BlobCallback, type?: string, quality?: number) => {
      drawn.type = type;
      drawn.quality = quality;
      callback(new Blob([new Uint8Array(encodedBytes)], { type: answerType ?? type }));
    },
  );
  return { drawn, close };
}

function sized(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('prepareDocument', () => {
  it('redraws a large photo at 1600 px on its longest side as a JPEG of quality 0.85', async () => {
    const { drawn, close } = fakeCanvas(4000, 3000, 300_000);
    const photo = sized('IMG_2041.png', 'image/png', 6_000_000);
    const prepared = await prepareDocument(photo);
    expect(drawn).toEqual({ width: 1600, height: 1200, type: 'image/jpeg', quality: 0.85 });
    expect(prepared.type).toBe('image/jpeg');
    expect(prepared.name).toBe('IMG_2041.jpg');
    expect(prepared.size).toBe(300_000);
    expect(close).toHaveBeenCalled();
  });

  it('keeps a WebP image WebP, and a portrait one 1600 px high', async () => {
    const { drawn } = fakeCanvas(2000, 4000, 200_000);
    const prepared = await prepareDocument(sized('id.webp', 'image/webp', 2_000_000));
    expect(drawn).toMatchObject({ width: 800, height: 1600, type: 'image/webp' });
    expect(prepared.name).toBe('id.webp');
  });

  it('sends a small image, a PDF, or a redraw that came out larger as they are', async () => {
    fakeCanvas(1200, 900, 100);
    const small = sized('me.jpg', 'image/jpeg', 200_000);
    expect(await prepareDocument(small)).toBe(small);
    const scan = sized('bill.pdf', 'application/pdf', 4_000_000);
    expect(await prepareDocument(scan)).toBe(scan);

    fakeCanvas(3000, 2000, 900_000);
    const compact = sized('compact.jpg', 'image/jpeg', 800_000);
    expect(await prepareDocument(compact)).toBe(compact);
    // A browser that cannot encode WebP answers PNG: the original is kept.
    fakeCanvas(3000, 2000, 100, 'image/png');
    const webp = sized('id.webp', 'image/webp', 3_000_000);
    expect(await prepareDocument(webp)).toBe(webp);
  });

  it('sends an image the browser cannot decode as it is, for the server to judge', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.');
      }),
    );
    const odd = sized('odd.jpg', 'image/jpeg', 3_000_000);
    expect(await prepareDocument(odd)).toBe(odd);
  });
});
