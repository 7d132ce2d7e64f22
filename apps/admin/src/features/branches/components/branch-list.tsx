import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { EmptyState } from '@kirana/ui/empty-state';
import { LoadingState } from '@kirana/ui/loading-state';
import { Select } from '@kirana/ui/select';
import { TextField } from '@kirana/ui/text-field';
import type { BranchStatus } from '@kirana/api-client/types';
import { isBranchStatus } from '@kirana/domain/rules';
import { PageHeader } from '../../../components/page-header';
import { paths, searchParams as param } from '../../../config/paths';
import { errorText } from '../../../lib/errors';
import { BRANCH_PAGE_SIZE, useBranchList } from '../api/list-branches';
import type { BranchListFilters } from '../api/keys';
import { StatusBadge } from './status-badge';
import styles from './branch-list.module.css';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** The list's filters from the URL: ?status=pending&q=ameerpet&page=2. */
export function filtersFrom(search: URLSearchParams): BranchListFilters {
  const status = search.get(param.status);
  const page = Number(search.get(param.page));
  return {
    ...(isBranchStatus(status) ? { status: status as BranchStatus } : {}),
    ...(search.get(param.query)?.trim() ? { q: search.get(param.query)?.trim() } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: BRANCH_PAGE_SIZE,
  };
}

/** Every branch, pending first, with a status filter, a search box and pages. */
export function BranchList() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const list = useBranchList(filters);
  const [text, setText] = useState(filters.q ?? '');

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update({ [param.query]: text.trim() || undefined, [param.page]: undefined });
  }

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / filters.pageSize));

  return (
    <>
      <PageHeader
        title="Branches"
        subtitle="Review new stores, then approve or reject them. Pending branches come first."
      />
      <div className={styles.filters}>
        <form role="search" aria-label="Branches" className={styles.search} onSubmit={submit}>
          <TextField
            label="Search branches"
            type="search"
            name="q"
            placeholder="Name, owner, phone or pincode"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={styles.searchField}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <Select
          label="Status"
          name="status"
          options={STATUS_OPTIONS}
          value={filters.status ?? ''}
          onChange={(event) =>
            update({ [param.status]: event.target.value || undefined, [param.page]: undefined })
          }
          className={styles.status}
        />
      </div>

      {list.isPending && <LoadingState>Loading branches...</LoadingState>}
      {list.isError && (
        <Alert variant="error">{errorText(list.error, 'Failed to load branches.')}</Alert>
      )}
      {list.data && (
        <>
          <p className={styles.count} role="status">
            {total === 1 ? '1 branch' : `${total.toLocaleString('en-IN')} branches`}
          </p>
          {list.data.branches.length === 0 ? (
            <EmptyState>No branches match these filters.</EmptyState>
          ) : (
            <ul className={styles.list} aria-busy={list.isFetching || undefined}>
              {list.data.branches.map((branch) => (
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
                    <StatusBadge status={branch.status} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className={styles.pager} aria-label="Pages">
              <Button
                variant="secondary"
                size="sm"
                disabled={filters.page <= 1}
                onClick={() => update({ [param.page]: String(filters.page - 1) })}
              >
                Previous
              </Button>
              <span>
                Page {filters.page} of {pages}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={filters.page >= pages}
                onClick={() => update({ [param.page]: String(filters.page + 1) })}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
