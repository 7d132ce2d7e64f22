import { DocumentChecklist } from '@kirana/ui/document-checklist';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { PARTNER_DOCUMENT_LABELS, missingPartnerDocuments } from '@kirana/domain/partners';
import { messageOr } from '../../../lib/errors';
import type { ApplicationDetail } from '../api/get-application';
import { useReviewApplicationDocument } from '../api/review-application-document';

/**
 * The applicant's documents with the reviewer's checklist; a required one missing (the licence
 * of a motorbike rider) is named. A decided application's documents are only looked at.
 */
export function ApplicationDocuments({
  detail,
  onLinksExpired,
}: {
  detail: ApplicationDetail;
  onLinksExpired: () => void;
}) {
  const review = useReviewApplicationDocument();
  const { application, documents } = detail;
  const missing = missingPartnerDocuments(
    application.vehicle,
    documents.map((doc) => doc.kind),
  ).map((kind) => PARTNER_DOCUMENT_LABELS[kind]);
  const failed = review.isError ? review.variables?.documentId : undefined;

  return (
    <DocumentChecklist
      documents={documents.map((doc) => ({
        id: doc._id,
        label: PARTNER_DOCUMENT_LABELS[doc.kind],
        url: doc.url,
        contentType: doc.contentType,
        state: doc.review.state,
        note: doc.review.note,
        reviewedBy: doc.review.reviewedBy?.name ?? null,
        reviewedAt: doc.review.reviewedAt,
      }))}
      missing={missing}
      readOnly={application.status !== 'pending'}
      busyId={review.isPending ? (review.variables?.documentId ?? null) : null}
      error={failed ? { id: failed, message: messageOr(review.error, UNKNOWN_ERROR) } : null}
      onMark={(documentId, state, note) =>
        review.mutate({
          applicationId: application._id,
          documentId,
          state,
          ...(note ? { note } : {}),
        })
      }
      onLoadError={onLinksExpired}
    />
  );
}
