// One private document on a review screen: its bytes fetched with the admin's own token
// (../api/open-document.ts) and shown by packages/ui's DocumentViewer: an image at once, a PDF
// when the reviewer downloads it.
import { DocumentViewer } from '@kirana/ui/document-viewer';
import { useDocumentImage, useDownloadDocument, type OpenableDocument } from '../api/open-document';

interface Props {
  document: OpenableDocument;
  /** What it is ("FSSAI certificate"): the image's alternative text. */
  label: string;
  /** The name a downloaded PDF is saved under. */
  fileName: string;
}

function ImageDocument({ document, label }: Props) {
  const image = useDocumentImage(document);
  return (
    <DocumentViewer
      label={label}
      contentType={document.contentType}
      src={image.src}
      failed={image.failed}
      onRetry={image.retry}
      showLabel={false}
    />
  );
}

function PdfDocument({ document, label, fileName }: Props) {
  const download = useDownloadDocument(document, fileName);
  return (
    <DocumentViewer
      label={label}
      contentType={document.contentType}
      onDownload={() => download.mutate()}
      downloading={download.isPending}
      failed={download.isError}
      showLabel={false}
    />
  );
}

export function PrivateDocument(props: Props) {
  return props.document.contentType === 'application/pdf' ? (
    <PdfDocument {...props} />
  ) : (
    <ImageDocument {...props} />
  );
}
