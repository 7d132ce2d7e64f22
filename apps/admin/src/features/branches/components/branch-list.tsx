import { Link } from 'react-router';
import { Alert } from '@kirana/ui/alert';
import { EmptyState } from '@kirana/ui/empty-state';
import { LoadingState } from '@kirana/ui/loading-state';
import { Select } from '@kirana/ui/select';
import { LoadMore } from '@kirana/ui/load-more';
import type { BranchStatus } from '@kirana/api-client/types';
import {
  STORE_RESPONSE_DAYS,
  STORE_STATUS_LABELS,
  STORE_STATUSES,
  isBranchStatus,
} from '@kirana/domain/branches';
import { PageHeader } from '../../../components/page-header';
import { SearchForm } from '../../../components/search-form';
import { paths, searchParams as param } from '../../../config/paths';
import { errorText } from '../../../lib/errors';
import { useBranchList } from '../api/list-branches';
import type { BranchListFilters } from '../api/keys';
import { StatusBadge } from './status-badge';
import { Waiting } from '../../../components/waiting';
import styles from '../../../components/review-queue.module.css';
import { useSearchFilters } from '../../../hooks/use-search-filters';
import { count } from '../../../lib/count';

/** The queue's filters from the URL: ?status=pending&q=ameerpet. */
export function filtersFrom(search: URLSearchParams): BranchListFilters {
  const status = search.get(param.status);
  const q = search.get(param.query)?.trim();
  return {
    ...(isBranchStatus(status) ? { status: status as BranchStatus } : {}),
    ...(q ? { q } : {}),
  };
}

/**
 * The verification queue: pending stores first, the longest waiting on top, with how long each
 * has waited and an Overdue badge past the 2-day promise; a status filter with its counts, a
 * search, and more pages on demand.
 */
export function BranchList() {
  const { search, update } = useSearchFilters();
  const filters = filtersFrom(search);
  const list = useBranchList(filters);
  const now = new Date();

  const first = list.data?.pages[0];
  const counts = first?.counts;
  const statusOptions = [
    { value: '', label: counts ? `All statuses (${counts.all})` : 'All statuses' },
    ...STORE_STATUSES.map((status) => ({
      value: status,
      label: counts
        ? `${STORE_STATUS_LABELS[status]} (${counts[status]})`
        : STORE_STATUS_LABELS[status],
    })),
  ];
  const branches = list.data?.pages.flatMap((page) => page.branches) ?? [];

  return (
    <>
      <PageHeader
        title="Branches"
        subtitle={`Review new stores against their documents: every store hears back within ${STORE_RESPONSE_DAYS} days. The longest waiting come first.`}
      />
      <div className={styles.filters}>
        <SearchForm
          name="Branches"
          label="Search branches"
          placeholder="Name, owner, phone, pincode or id"
          query={filters.q ?? ''}
          onSearch={(q) => update({ [param.query]: q || undefined })}
        />
        <Select
          label="Status"
          name="status"
          options={statusOptions}
          value={filters.status ?? ''}
          onChange={(event) => update({ [param.status]: event.target.value || undefined })}
          className={styles.status}
        />
      </div>

      {list.isPending && <LoadingState>Loading branches...</LoadingState>}
      {list.isError && (
        <Alert variant="error">{errorText(list.error, 'Failed to load branches.')}</Alert>
      )}
      {first && (
        <>
          <p className={styles.count} role="status">
            {count(first.total, 'branch', 'branches')}
            {first.overdue > 0 && ` · ${count(first.overdue, 'overdue', 'overdue')}`}
          </p>
          {branches.length === 0 ? (
            <EmptyState>No branches match these filters.</EmptyState>
          ) : (
            <ul className={styles.list} aria-busy={list.isFetching || undefined}>
              {branches.map((branch) => (
                <li key={branch._id}>
                  <Link to={paths.branch(branch._id)} state={{ branch }} className={styles.item}>
                    <span className={styles.main}>
                      <span className={styles.name}>{branch.name}</span>
                      <span className={styles.meta}>
                        {branch.ownerName} · {branch.phone}
                      </span>
                    </span>
                    <span className={styles.place}>
                      {branch.address.city} {branch.address.pincode}
                    </span>
                    <span className={styles.waiting}>
                      <Waiting
                        status={branch.status}
                        submittedAt={branch.submittedAt}
                        dueAt={branch.dueAt}
                        now={now}
                      />
                    </span>
                    <StatusBadge status={branch.status} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <LoadMore onLoad={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} />
          )}
        </>
      )}
    </>
  );
}
