// Files the tests upload that need no drawing.

/** A one-page PDF with nothing active in it (a certificate or an address proof scanned to PDF). */
export function pdfFile(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj\n' +
      'trailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}
