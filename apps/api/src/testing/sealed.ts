// What a copy of the disk or the bucket would show of a document: the tests of encryption at
// rest look for the file signatures and the document's own first bytes in what is stored.

/** The signatures a JPEG, a PNG, a PDF and a WebP start with. */
export const SIGNATURES = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  pdf: Buffer.from('%PDF', 'latin1'),
  webp: Buffer.from('RIFF', 'latin1'),
};

/** Whether stored bytes start like a document file. */
export function startsLikeADocument(stored: Buffer): boolean {
  return Object.values(SIGNATURES).some((signature) =>
    stored.subarray(0, signature.length).equals(signature),
  );
}

/** Whether stored bytes show anything of the document: a signature, or its first 64 bytes. */
export function showsPlain(stored: Buffer, plain: Buffer): boolean {
  return startsLikeADocument(stored) || stored.includes(plain.subarray(0, 64));
}
