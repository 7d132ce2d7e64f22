// A review queue, for any kind: pending first, the longest waiting on top, with how long each
// has waited and an Overdue badge past its due time; a status filter with its counts (and the
// kind's other selects), a search, and more pages on demand. The filters live in the URL.
import { Link } from 'react-router';
import { EmptyState } from '@kirana/ui/empty-state';
import { Select } from '@kirana/ui/select';
import { MorePages } from '../../../components/more-pages';
import { LoadState } from '../../../components/load-state';
import { PageHeader } from '../../../components/page-header';
import { SearchForm } from '../../../components/search-form';
import { Waiting } from '../../../components/waiting';
import { searchParams as param } from '../../../config/paths';
import { useSearchFilters } from '../../../hooks/use-search-filters';
import { count } from '../../../lib/count';
import type { QueueFilters, QueuePage, ReviewQueueKind, ReviewedItem } from '../types';
import { ReviewStatusBadge } from './review-status-badge';
import styles from '../../../components/review-queue.module.css';

/**
 * The queue's filters from the URL (?status=pending&q=ameerpet, and the kind's selects): each
 * kept only when it is one the kind offers.
 */
function queueFilters(
  search: URLSearchParams,
  kind: Pick<ReviewQueueKind<ReviewedItem, QueuePage>, 'rules' | 'selects'>,
): QueueFilters {
  const status = search.get(param.status);
  const q = search.get(param.query)?.trim();
  const selected: Record<string, string> = {};
  for (const select of kind.selects ?? []) {
    const value = search.get(select.param);
    if (value && select.options.some((option) => option.value === value))
      selected[select.param] = value;
  }
  return {
    ...(status && kind.rules.statuses.includes(status) ? { status } : {}),
    ...selected,
    ...(q ? { q } : {}),
  };
}

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export function ReviewQueue<E extends ReviewedItem, P extends QueuePage>({
  kind,
}: {
  kind: ReviewQueueKind<E, P>;
}) {
  const { search, update } = useSearchFilters();
  const filters = queueFilters(search, kind);
  const list = kind.useList(filters);
  const now = new Date();

  const first = list.data?.pages[0];
  const counts = first?.counts;
  const statusSelect = (
    <Select
      label="Status"
      name="status"
      options={[
        { value: '', label: counts ? `All statuses (${counts.all})` : 'All statuses' },
        ...kind.rules.statuses.map((status) => {
          const label = kind.statusLabels[status] ?? status;
          return { value: status, label: counts ? `${label} (${counts[status] ?? 0})` : label };
        }),
      ]}
      value={filters.status ?? ''}
      onChange={(event) => update({ [param.status]: event.target.value || undefined })}
    />
  );
  const selects = kind.selects ?? [];
  const items = list.data?.pages.flatMap((page) => kind.itemsOf(page)) ?? [];

  return (
    <>
      <PageHeader title={kind.title} subtitle={kind.subtitle} />
      <div className={cx(styles.filters, kind.className?.filters)}>
        <SearchForm
          name={kind.search.name}
          label={kind.search.label}
          placeholder={kind.search.placeholder}
          query={filters.q ?? ''}
          onSearch={(q) => update({ [param.query]: q || undefined })}
        />
        {selects.length === 0 ? (
          statusSelect
        ) : (
          <div className={styles.selects}>
            {statusSelect}
            {selects.map((select) => (
              <Select
                key={select.param}
                label={select.label}
                name={select.param}
                options={select.options}
                value={filters[select.param] ?? ''}
                onChange={(event) => update({ [select.param]: event.target.value || undefined })}
              />
            ))}
          </div>
        )}
      </div>

      <LoadState query={list} loading={kind.loading} failed={kind.failed} />
      {first && (
        <>
          <p className={styles.count} role="status">
            {first.total !== null && count(first.total, kind.noun[0], kind.noun[1])}
            {!!first.overdue && ` · ${count(first.overdue, 'overdue', 'overdue')}`}
          </p>
          {items.length === 0 ? (
            <EmptyState>{kind.empty}</EmptyState>
          ) : (
            <ul className={styles.list} aria-busy={list.isFetching || undefined}>
              {items.map((item) => {
                const { to, state } = kind.link(item);
                return (
                  <li key={item._id}>
                    <Link to={to} state={state} className={cx(styles.item, kind.className?.item)}>
                      <span className={styles.main}>
                        <span className={styles.name}>{item.name}</span>
                        <span className={styles.meta}>{kind.meta(item)}</span>
                      </span>
                      <span className={styles.place}>{kind.place(item)}</span>
                      <span className={styles.waiting}>
                        <Waiting
                          status={item.status}
                          submittedAt={item.submittedAt}
                          dueAt={item.dueAt}
                          now={now}
                        />
                      </span>
                      <ReviewStatusBadge
                        rules={kind.rules}
                        labels={kind.statusLabels}
                        tones={kind.statusTones}
                        status={item.status}
                      />
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          <MorePages query={list} />
        </>
      )}
    </>
  );
}
