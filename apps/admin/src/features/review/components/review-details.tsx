// One reviewed item's screen, for any kind: its name and status (with how long it has waited),
// a copyable id, the kind's own panels, the decisions, the documents with their checklist, the
// messages sent about it (rendered by `notifications`, which the route gives) and its history.
import type { ReactNode } from 'react';
import { Alert } from '@kirana/ui/alert';
import { LoadingState } from '@kirana/ui/loading-state';
import { CopyableId } from '../../../components/copyable-id';
import { BackLink, PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { Waiting } from '../../../components/waiting';
import type { ReviewDetail, ReviewKind, ReviewedItem } from '../types';
import { ReviewDecisions } from './review-decisions';
import { ReviewDocuments } from './review-documents';
import { ReviewHistory } from './review-history';
import { ReviewStatusBadge } from './review-status-badge';
import styles from '../../../components/review-screen.module.css';
import { useCan } from '../../../lib/permissions';

export function ReviewDetails<
  E extends ReviewedItem,
  Dt extends ReviewDetail,
  D extends string,
  R extends string,
>({
  kind,
  id,
  initial,
  notifications,
}: {
  kind: ReviewKind<E, Dt, D, R>;
  id: string;
  /** What the link that opened the screen knew of it, shown while it loads. */
  initial?: E | undefined;
  notifications?: (detail: Dt) => ReactNode;
}) {
  const detail = kind.useDetail(id);
  const may = useCan();
  const item = detail.data ? kind.itemOf(detail.data) : initial?._id === id ? initial : undefined;

  const header = (
    <PageHeader
      title={item?.name ?? kind.title}
      subtitle={
        item && (
          <span className={styles.status}>
            <ReviewStatusBadge
              rules={kind.rules}
              labels={kind.statusLabels}
              tones={kind.statusTones}
              status={item.status}
            />
            <Waiting status={item.status} submittedAt={item.submittedAt} dueAt={item.dueAt} />
          </span>
        )
      }
      back={<BackLink to={kind.back.to}>{kind.back.label}</BackLink>}
    />
  );

  if (detail.isPending) {
    return (
      <>
        {header}
        <LoadingState>{kind.loading}</LoadingState>
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        {header}
        <CopyableId label={kind.idLabel} id={id} />
        <Alert variant="error">{kind.loadError(detail.error)}</Alert>
      </>
    );
  }

  const data = detail.data;
  const loaded = kind.itemOf(data);
  const { decisionPanel } = kind;
  return (
    <>
      {header}
      <CopyableId label={kind.idLabel} id={loaded._id} />
      <div className={styles.grid}>
        {kind.details(data)}
        <Panel
          title={decisionPanel.title}
          className={[styles.actionsPanel, decisionPanel.className].filter(Boolean).join(' ')}
        >
          <ReviewDecisions kind={kind} detail={data}>
            {decisionPanel.actions?.(data)}
          </ReviewDecisions>
          {decisionPanel.after?.(loaded)}
        </Panel>
        {kind.beforeDocuments?.(data)}
        {may('documents.review') && (
          <Panel title="Documents" description={kind.documentsDescription} className={styles.wide}>
            <ReviewDocuments kind={kind} detail={data} />
          </Panel>
        )}
        {kind.documentViews?.(loaded)}
        {kind.afterDocuments?.(data)}
        {notifications && (
          <Panel title={kind.notificationsTitle} className={styles.wide}>
            {notifications(data)}
          </Panel>
        )}
        <Panel title="History" className={styles.wide}>
          <ReviewHistory history={data.history} />
        </Panel>
      </div>
    </>
  );
}
