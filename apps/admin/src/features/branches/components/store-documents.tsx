import { DocumentChecklist } from '@kirana/ui/document-checklist';
import { REQUIRED_STORE_DOCUMENTS, STORE_DOCUMENT_LABELS } from '@kirana/domain/branches';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { messageOr } from '../../../lib/errors';
import type { BranchDetail } from '../api/get-branch';
import { useReviewDocument } from '../api/review-document';

/** The store's documents with the reviewer's checklist; a required one missing is named. */
export function StoreDocuments({
  detail,
  onLinksExpired,
}: {
  detail: BranchDetail;
  onLinksExpired: () => void;
}) {
  const review = useReviewDocument();
  const { branch, documents } = detail;
  const missing = REQUIRED_STORE_DOCUMENTS.filter(
    (kind) => !documents.some((doc) => doc.kind === kind),
  ).map((kind) => STORE_DOCUMENT_LABELS[kind]);
  const failed = review.isError ? review.variables?.documentId : undefined;

  return (
    <DocumentChecklist
      documents={documents.map((doc) => ({
        id: doc._id,
        label: STORE_DOCUMENT_LABELS[doc.kind],
        url: doc.url,
        contentType: doc.contentType,
        state: doc.review.state,
        note: doc.review.note,
        reviewedBy: doc.review.reviewedBy?.name ?? null,
        reviewedAt: doc.review.reviewedAt,
      }))}
      missing={missing}
      busyId={review.isPending ? (review.variables?.documentId ?? null) : null}
      error={failed ? { id: failed, message: messageOr(review.error, UNKNOWN_ERROR) } : null}
      onMark={(documentId, state, note) =>
        review.mutate({ branchId: branch._id, documentId, state, ...(note ? { note } : {}) })
      }
      onLoadError={onLinksExpired}
    />
  );
}
