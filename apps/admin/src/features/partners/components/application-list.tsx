import { Link } from 'react-router';
import { Alert } from '@kirana/ui/alert';
import { EmptyState } from '@kirana/ui/empty-state';
import { LoadingState } from '@kirana/ui/loading-state';
import { Select } from '@kirana/ui/select';
import { LoadMore } from '@kirana/ui/load-more';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  VEHICLES,
  VEHICLE_LABELS,
} from '@kirana/domain/partners';
import { PageHeader } from '../../../components/page-header';
import { SearchForm } from '../../../components/search-form';
import { paths, searchParams as param } from '../../../config/paths';
import { errorText } from '../../../lib/errors';
import type { ApplicationListFilters, ApplicationStatus, Vehicle } from '../api/keys';
import { useApplicationList } from '../api/list-applications';
import { ApplicationStatusBadge } from './application-status-badge';
import { Waiting } from '../../../components/waiting';
import styles from '../../../components/review-queue.module.css';
import local from './application-list.module.css';
import { useSearchFilters } from '../../../hooks/use-search-filters';
import { count } from '../../../lib/count';

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The queue's filters from the URL: ?status=pending&vehicle=motorbike&q=ameerpet. */
export function filtersFrom(search: URLSearchParams): ApplicationListFilters {
  const status = search.get(param.status);
  const vehicle = search.get(param.vehicle);
  const q = search.get(param.query)?.trim();
  return {
    ...(isOneOf<ApplicationStatus>(APPLICATION_STATUSES, status) ? { status } : {}),
    ...(isOneOf<Vehicle>(VEHICLES, vehicle) ? { vehicle } : {}),
    ...(q ? { q } : {}),
  };
}

/**
 * The delivery-partner applications queue: pending ones first, the longest waiting on top, with
 * how long each has waited and an Overdue badge past its due time; status (with counts) and
 * vehicle filters, a search, and more pages on demand. The filters live in the URL.
 */
export function ApplicationList() {
  const { search, update } = useSearchFilters();
  const filters = filtersFrom(search);
  const list = useApplicationList(filters);
  const now = new Date();

  const first = list.data?.pages[0];
  const counts = first?.counts;
  const statusOptions = [
    { value: '', label: counts ? `All statuses (${counts.all})` : 'All statuses' },
    ...APPLICATION_STATUSES.map((status) => ({
      value: status,
      label: counts
        ? `${APPLICATION_STATUS_LABELS[status]} (${counts[status]})`
        : APPLICATION_STATUS_LABELS[status],
    })),
  ];
  const vehicleOptions = [
    { value: '', label: 'All vehicles' },
    ...VEHICLES.map((vehicle) => ({ value: vehicle, label: VEHICLE_LABELS[vehicle] })),
  ];
  const applications = list.data?.pages.flatMap((page) => page.applications) ?? [];

  return (
    <>
      <PageHeader
        title="Delivery partners"
        subtitle="Check each applicant's documents, then approve or reject with a reason. The longest waiting come first."
      />
      <div className={`${styles.filters} ${local.filters}`}>
        <SearchForm
          name="Delivery-partner applications"
          label="Search applications"
          placeholder="Name, phone or pincode"
          query={filters.q ?? ''}
          onSearch={(q) => update({ [param.query]: q || undefined })}
        />
        <div className={styles.selects}>
          <Select
            label="Status"
            name="status"
            options={statusOptions}
            value={filters.status ?? ''}
            onChange={(event) => update({ [param.status]: event.target.value || undefined })}
          />
          <Select
            label="Vehicle"
            name="vehicle"
            options={vehicleOptions}
            value={filters.vehicle ?? ''}
            onChange={(event) => update({ [param.vehicle]: event.target.value || undefined })}
          />
        </div>
      </div>

      {list.isPending && <LoadingState>Loading applications...</LoadingState>}
      {list.isError && (
        <Alert variant="error">{errorText(list.error, 'Failed to load applications.')}</Alert>
      )}
      {first && (
        <>
          <p className={styles.count} role="status">
            {count(first.total, 'application', 'applications')}
            {first.overdue > 0 && ` · ${count(first.overdue, 'overdue', 'overdue')}`}
          </p>
          {applications.length === 0 ? (
            <EmptyState>No applications match these filters.</EmptyState>
          ) : (
            <ul className={styles.list} aria-busy={list.isFetching || undefined}>
              {applications.map((application) => (
                <li key={application._id}>
                  <Link
                    to={paths.deliveryPartner(application._id)}
                    className={`${styles.item} ${local.item}`}
                  >
                    <span className={styles.main}>
                      <span className={styles.name}>{application.name}</span>
                      <span className={styles.meta}>
                        {application.phone} · {VEHICLE_LABELS[application.vehicle]}
                      </span>
                    </span>
                    <span className={styles.place}>{application.pincode}</span>
                    <span className={styles.waiting}>
                      <Waiting
                        status={application.status}
                        submittedAt={application.submittedAt}
                        dueAt={application.dueAt}
                        now={now}
                      />
                    </span>
                    <ApplicationStatusBadge status={application.status} />
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
