// The activity screen: the audit log with its filters in the URL, days read in India's time.
import { useSearchParams } from 'react-router';
import { Select, type SelectOption } from '@kirana/ui/select';
import { TextField } from '@kirana/ui/text-field';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITIES,
  DOCUMENT_VIEW_ACTION,
  type ActivityEntity,
} from '@kirana/domain/activity';
import { MorePages } from '../../../components/more-pages';
import { LoadState } from '../../../components/load-state';
import { ActivityTimeline } from '../../../components/activity-timeline';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { searchParams as param } from '../../../config/paths';
import { filterChoices } from '../../../lib/fields';
import { useCan } from '../../../lib/permissions';
import type { ActivityFilters } from '../api/keys';
import { useActivity } from '../api/list-activity';
import { ACTIVITY_ENTITY_LABELS, NO_ACTIVITY } from '../messages';
import styles from './activity-log.module.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The platform's day: India Standard Time. */
const IST = '+05:30';

/** The first moment of a day in India, as an ISO date and time. */
function startOf(day: string): string {
  return new Date(`${day}T00:00:00${IST}`).toISOString();
}

/** The log's filters from the URL: ?adminId=&action=&entity=&from=2026-11-01&to=2026-11-23. */
export function activityFiltersFrom(search: URLSearchParams): {
  filters: ActivityFilters;
  rangeError: string | null;
} {
  const value = (name: string) => search.get(name)?.trim() || undefined;
  const entity = value(param.entity);
  const from = value(param.from);
  const to = value(param.to);
  const rangeError =
    from && to && DATE.test(from) && DATE.test(to) && to < from
      ? 'The last day must be on or after the first day.'
      : null;
  const nextDay = (day: string) =>
    new Date(new Date(startOf(day)).getTime() + 24 * 60 * 60 * 1000).toISOString();
  return {
    filters: {
      ...(value(param.adminId) ? { adminId: value(param.adminId) } : {}),
      ...(value(param.action) ? { action: value(param.action) } : {}),
      ...((ACTIVITY_ENTITIES as readonly string[]).includes(entity ?? '')
        ? { entity: entity as ActivityEntity }
        : {}),
      ...(from && DATE.test(from) && !rangeError ? { from: startOf(from) } : {}),
      ...(to && DATE.test(to) && !rangeError ? { to: nextDay(to) } : {}),
    },
    rangeError,
  };
}

/** Every admin write, newest first, filtered by admin, action, entity type and days. */
export function ActivityLog({ admins }: { admins: readonly SelectOption[] }) {
  const [search, setSearch] = useSearchParams();
  const { filters, rangeError } = activityFiltersFrom(search);
  const activity = useActivity(filters);
  // Who opened which document is the Owner's to read (documents.views).
  const may = useCan();
  const actions = ACTIVITY_ACTIONS.filter(
    (action) => action.value !== DOCUMENT_VIEW_ACTION || may('documents.views'),
  );
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];

  // From the URL as it is now, not as this render saw it: two filters changed in a row both stay.
  function update(name: string, value: string) {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { preventScrollReset: true },
    );
  }

  return (
    <>
      <PageHeader
        title="Activity"
        subtitle="Who did what, and when: every change made in the admin."
      />
      <div className={styles.filters}>
        <Select
          label="Admin"
          options={[{ value: '', label: 'Everyone' }, ...admins]}
          value={search.get(param.adminId) ?? ''}
          onChange={(event) => update(param.adminId, event.target.value)}
        />
        <Select
          label="Action"
          options={[{ value: '', label: 'Any action' }, ...actions]}
          value={search.get(param.action) ?? ''}
          onChange={(event) => update(param.action, event.target.value)}
        />
        <Select
          label="About"
          options={filterChoices('Anything', ACTIVITY_ENTITIES, ACTIVITY_ENTITY_LABELS)}
          value={search.get(param.entity) ?? ''}
          onChange={(event) => update(param.entity, event.target.value)}
        />
        <TextField
          label="From"
          type="date"
          value={search.get(param.from) ?? ''}
          onChange={(event) => update(param.from, event.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={search.get(param.to) ?? ''}
          onChange={(event) => update(param.to, event.target.value)}
          error={rangeError}
        />
      </div>
      <Panel title="Entries">
        <LoadState
          query={activity}
          loading="Loading activity..."
          failed="Failed to load the activity."
        />
        {activity.data && <ActivityTimeline entries={entries} empty={NO_ACTIVITY} />}
        <MorePages query={activity} />
      </Panel>
    </>
  );
}
