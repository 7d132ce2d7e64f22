// A reviewed item's documents with the reviewer's checklist, for any kind: each by its name
// from `@kirana/domain` with its bytes fetched on the admin's own token, a required one never
// uploaded named, and the marks offered only while the item is under review (a decided one's
// documents are only looked at). A role with `documents.mask` may cover a number on an image.
import { DocumentChecklist } from '@kirana/ui/document-checklist';
import { documentLabel, isUnderReview, missingDocuments } from '@kirana/domain/review';
import { formatDateTime } from '../../../lib/date-time';
import { refusalWords } from '../../../lib/errors';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { useCan } from '../../../lib/permissions';
import { erasedWords } from '../messages';
import type { ReviewDetail, ReviewKind, ReviewedItem } from '../types';
import { PrivateDocument } from './private-document';

export function ReviewDocuments<E extends ReviewedItem, Dt extends ReviewDetail>({
  kind,
  detail,
}: {
  kind: Pick<
    ReviewKind<E, Dt, string, string>,
    'rules' | 'itemOf' | 'requiredDocuments' | 'useMarkDocument' | 'detailKey'
  >;
  detail: Dt;
}) {
  const mark = kind.useMarkDocument();
  const can = useCan();
  const item = kind.itemOf(detail);
  const mask = can('documents.mask') ? { itemKey: kind.detailKey(item._id) } : undefined;
  const { documents } = detail;
  const missing = missingDocuments(kind.requiredDocuments(detail), documents).map((docKind) =>
    documentLabel(kind.rules, docKind),
  );
  const failed = mark.isError ? mark.variables?.documentId : undefined;

  return (
    <DocumentChecklist
      formatDateTime={formatDateTime}
      documents={documents.map((doc) => {
        const label = documentLabel(kind.rules, doc.kind);
        return {
          id: doc._id,
          label,
          viewer: doc.erasedAt ? (
            <p>{erasedWords(formatDateTime(doc.erasedAt))}</p>
          ) : (
            <PrivateDocument
              document={doc}
              label={label}
              fileName={`${item.name} - ${label}.pdf`}
              {...(mask ? { mask } : {})}
            />
          ),
          state: doc.review.state,
          note: doc.review.note,
          reviewedBy: doc.review.reviewedBy?.name ?? null,
          reviewedAt: doc.review.reviewedAt,
        };
      })}
      missing={missing}
      readOnly={!isUnderReview(kind.rules, item.status)}
      busyId={mark.isPending ? (mark.variables?.documentId ?? null) : null}
      error={failed ? { id: failed, message: refusalWords(mark.error, UNKNOWN_ERROR) } : null}
      onMark={(documentId, state, note) =>
        mark.mutate({ id: item._id, documentId, state, ...(note ? { note } : {}) })
      }
    />
  );
}
