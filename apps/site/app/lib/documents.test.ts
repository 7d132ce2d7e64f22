// What a document takes (lib/documents.ts).
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_INVALID,
  MAX_DOCUMENT_BYTES,
} from '@kirana/domain/documents';
import { fileProblem } from './documents';

function sized(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('fileProblem', () => {
  it('refuses what is not an image or a PDF, and a PDF over the limit at once', () => {
    expect(fileProblem(sized('notes.docx', 'application/msword', 1000))).toBe(
      DOCUMENT_TYPE_INVALID,
    );
    expect(fileProblem(sized('scan.pdf', 'application/pdf', MAX_DOCUMENT_BYTES + 1))).toBe(
      DOCUMENT_TOO_LARGE,
    );
    expect(fileProblem(sized('scan.pdf', 'application/pdf', MAX_DOCUMENT_BYTES))).toBeUndefined();
  });

  it('lets a large image through until it has been made smaller', () => {
    const photo = sized('shop.jpg', 'image/jpeg', MAX_DOCUMENT_BYTES * 2);
    expect(fileProblem(photo)).toBeUndefined();
    expect(fileProblem(photo, { prepared: true })).toBe(DOCUMENT_TOO_LARGE);
  });
});
