// The store screen's opening hours: whether it is open now (in India time, as the site's finder
// says it), each day's spans, a temporary closure with its note, and "Edit hours".
import { useState } from 'react';
import { Button } from '@kirana/ui/button';
import { LoadingState } from '@kirana/ui/loading-state';
import { Alert } from '@kirana/ui/alert';
import {
  OPEN_STATE_WORDS,
  WEEKDAYS,
  WEEKDAY_NAMES,
  describeOpenState,
} from '@kirana/domain/store-hours';
import { DateTime } from '../../../components/date-time';
import { DetailRow as Row } from '../../../components/detail-row';
import { Panel } from '../../../components/panel';
import { useStoreHours } from '../api/store-hours';
import { HOURS_LOAD_FAILED } from '../messages';
import { StoreHoursDialog } from './store-hours-dialog';
import review from '../../../components/review-screen.module.css';
import styles from './store-hours-panel.module.css';
import { useCan } from '../../../lib/permissions';

/** "12 Dec" in India, for a change a week or more away. */
const dateInIndia = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});
const formatDate = (date: string) => dateInIndia.format(new Date(`${date}T12:00:00+05:30`));

export function StoreHoursPanel({ branchId, storeName }: { branchId: string; storeName: string }) {
  const hours = useStoreHours(branchId);
  const [editing, setEditing] = useState(false);
  const may = useCan();
  const data = hours.data;
  return (
    <Panel
      title="Opening hours"
      actions={
        data &&
        may('stores.review') && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit hours
          </Button>
        )
      }
    >
      {hours.isPending && <LoadingState>Loading opening hours...</LoadingState>}
      {hours.isError && <Alert variant="error">{HOURS_LOAD_FAILED}</Alert>}
      {data && (
        <>
          <p className={styles.now}>
            {describeOpenState(data.open, new Date(), OPEN_STATE_WORDS, formatDate)}
          </p>
          <dl className={review.list}>
            {data.closure && (
              <Row label="Closure">
                Until <DateTime value={data.closure.until} />
                {data.closure.note && ` – “${data.closure.note}”`}
              </Row>
            )}
            {WEEKDAYS.map((day) => (
              <Row key={day} label={WEEKDAY_NAMES[day]}>
                {!data.hours
                  ? 'Not set'
                  : data.hours[day].length === 0
                    ? 'Closed'
                    : data.hours[day].map((span) => `${span.opens}–${span.closes}`).join(', ')}
              </Row>
            ))}
          </dl>
        </>
      )}
      {editing && data && (
        <StoreHoursDialog
          branchId={branchId}
          storeName={storeName}
          current={data}
          onClose={() => setEditing(false)}
        />
      )}
    </Panel>
  );
}
