// One private document on a review screen: its bytes fetched with the admin's own token
// (../api/open-document.ts) and shown by packages/ui's DocumentViewer: an image at once, a PDF
// when the reviewer downloads it. A reviewer who may mask gets "Cover a number" under an image
// (./mask-document.tsx), and under a PDF the line that says why it has none.
import type { QueryKey } from '@tanstack/react-query';
import { DocumentViewer } from '@kirana/ui/document-viewer';
import { useDocumentImage, useDownloadDocument, type OpenableDocument } from '../api/open-document';
import { MaskDocument, PdfCannotBeMasked } from './mask-document';

interface Props {
  document: OpenableDocument;
  /** What it is ("FSSAI certificate"): the image's alternative text. */
  label: string;
  /** The name a downloaded PDF is saved under. */
  fileName: string;
  /** Offered to a role with `documents.mask`: the detail to refresh after masking. */
  mask?: { itemKey: QueryKey };
}

function ImageDocument({ document, label, mask }: Props) {
  const image = useDocumentImage(document);
  return (
    <>
      <DocumentViewer
        label={label}
        contentType={document.contentType}
        src={image.src}
        failed={image.failed}
        onRetry={image.retry}
        showLabel={false}
      />
      {mask && (
        <MaskDocument
          documentId={document._id}
          label={label}
          src={image.src}
          itemKey={mask.itemKey}
        />
      )}
    </>
  );
}

function PdfDocument({ document, label, fileName, mask }: Props) {
  const download = useDownloadDocument(document, fileName);
  return (
    <>
      <DocumentViewer
        label={label}
        contentType={document.contentType}
        onDownload={() => download.mutate()}
        downloading={download.isPending}
        failed={download.isError}
        showLabel={false}
      />
      {mask && <PdfCannotBeMasked />}
    </>
  );
}

export function PrivateDocument(props: Props) {
  return props.document.contentType === 'application/pdf' ? (
    <PdfDocument {...props} />
  ) : (
    <ImageDocument {...props} />
  );
}
