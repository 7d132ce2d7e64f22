// The Requests queue (issue 40 §5): owners' erasure requests and grievances, open ones first by
// due date (the API's order), each with its kind, store, status and how it stands against its
// due date; filters by status and kind live in the URL.
import { Link } from 'react-router';
import { Badge } from '@kirana/ui/badge';
import { EmptyState } from '@kirana/ui/empty-state';
import { Select } from '@kirana/ui/select';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from '@kirana/domain/rights';
import { LoadState } from '../../../components/load-state';
import { DateTime } from '../../../components/date-time';
import { PageHeader } from '../../../components/page-header';
import { PhoneText } from '../../../components/personal-data';
import { paths, searchParams as param } from '../../../config/paths';
import { useSearchFilters } from '../../../hooks/use-search-filters';
import type { DataRequestFilters } from '../api/keys';
import { filterChoices } from '../../../lib/fields';
import { useDataRequests } from '../api/list-requests';
import {
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_STATUS_LABELS,
  NO_REQUESTS,
  NO_STORE,
  REQUESTS_SUBTITLE,
} from '../messages';
import { Due } from './due';
import styles from './requests.module.css';

/** The queue's filters from the URL: ?status=open&kind=erasure. */
export function requestFiltersFrom(search: URLSearchParams): DataRequestFilters {
  const status = search.get(param.status);
  const kind = search.get(param.kind);
  return {
    ...((DATA_REQUEST_STATUSES as readonly string[]).includes(status ?? '')
      ? { status: status as DataRequestFilters['status'] }
      : {}),
    ...((DATA_REQUEST_KINDS as readonly string[]).includes(kind ?? '')
      ? { kind: kind as DataRequestFilters['kind'] }
      : {}),
  };
}

export function RequestsList() {
  const { search, update } = useSearchFilters();
  const filters = requestFiltersFrom(search);
  const queue = useDataRequests(filters);
  const counts = queue.data?.counts;
  const requests = queue.data?.requests ?? [];

  return (
    <>
      <PageHeader
        title="Requests"
        subtitle={
          <>
            {REQUESTS_SUBTITLE}
            {counts && (
              <span className={styles.counts}>
                {' '}
                {counts.open} open{counts.overdue > 0 && `, ${counts.overdue} overdue`}.
              </span>
            )}
          </>
        }
      />
      <div className={styles.filters}>
        <Select
          label="Status"
          options={filterChoices('All', DATA_REQUEST_STATUSES, DATA_REQUEST_STATUS_LABELS)}
          value={filters.status ?? ''}
          onChange={(event) => update({ [param.status]: event.target.value || undefined })}
        />
        <Select
          label="Kind"
          options={filterChoices('All kinds', DATA_REQUEST_KINDS, DATA_REQUEST_KIND_LABELS)}
          value={filters.kind ?? ''}
          onChange={(event) => update({ [param.kind]: event.target.value || undefined })}
        />
      </div>

      <LoadState query={queue} loading="Loading requests..." failed="Failed to load requests." />
      {queue.data &&
        (requests.length === 0 ? (
          <EmptyState>{NO_REQUESTS}</EmptyState>
        ) : (
          <ul className={styles.list} aria-busy={queue.isFetching || undefined}>
            {requests.map((request) => (
              <li key={request._id}>
                <Link to={paths.request(request._id)} className={styles.item}>
                  <span className={styles.top}>
                    <span className={styles.kind}>{DATA_REQUEST_KIND_LABELS[request.kind]}</span>
                    <Badge tone={request.status === 'open' ? 'warning' : 'success'}>
                      {DATA_REQUEST_STATUS_LABELS[request.status]}
                    </Badge>
                    <Due request={request} />
                  </span>
                  <span className={styles.store}>
                    {request.store?.name ?? NO_STORE} · <PhoneText phone={request.owner.phone} />
                  </span>
                  <span className={styles.meta}>
                    Received <DateTime value={request.createdAt} />
                    {request.answer && (
                      <>
                        {' · Answered '}
                        <DateTime value={request.answer.answeredAt} />
                      </>
                    )}
                  </span>
                  {request.message && <span className={styles.preview}>{request.message}</span>}
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </>
  );
}
