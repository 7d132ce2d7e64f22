// Who opened this store's or application's documents, and when: the Owner's panel on the review
// screens (documents.views). Other roles see nothing of it, and it asks for nothing.
import { MorePages } from '../../../components/more-pages';
import { LoadState } from '../../../components/load-state';
import { ActivityTimeline } from '../../../components/activity-timeline';
import { Panel } from '../../../components/panel';
import { useCan } from '../../../lib/permissions';
import type { DocumentViewsFilter } from '../api/keys';
import { useDocumentViews } from '../api/list-document-views';

export function DocumentViewsPanel({
  entity,
  entityId,
  className,
}: {
  entity: NonNullable<DocumentViewsFilter['entity']>;
  entityId: string;
  className?: string;
}) {
  const may = useCan();
  const allowed = may('documents.views');
  const views = useDocumentViews({ entity, entityId }, allowed);
  if (!allowed) return null;
  const entries = views.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Panel
      title="Who opened the documents"
      description="Each time an admin opened one of these documents. Only Owners see this."
      {...(className ? { className } : {})}
    >
      <LoadState
        query={views}
        loading="Loading document views..."
        failed="Failed to load the document views."
      />
      {views.data && (
        <ActivityTimeline
          entries={entries}
          empty="Nobody has opened these documents yet."
          withSubject={false}
        />
      )}
      <MorePages query={views} />
    </Panel>
  );
}
