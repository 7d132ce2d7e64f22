// The dashboard's inbox clock: week by week, the share of conversations answered within the
// 2 days promised and the median first response, drawn with the funnel's plain SVG bars (no
// chart library, and nothing more to load: the funnel card already brings them).
import { BarChart } from './bar-chart';
import { INBOX_RESPONSE_DAYS } from '@kirana/domain/common';
import { useInboxClock, type InboxClockWeek } from '../api/get-inbox-clock';
import { durationWords } from '../messages';
import { weekLabels } from '../week-labels';
import { FiguresPanel } from './figures-panel';

const percent = (share: number) => Math.round(share * 100);

/** "This week: 3 conversations, 67% answered within 2 days, median first answer 5 h." */
export function clockSummary(weeks: readonly InboxClockWeek[]): string {
  const week = weeks.at(-1);
  if (!week || week.conversations === 0) return 'No conversation was opened this week.';
  const share =
    week.answeredInTime === null
      ? ''
      : `, ${percent(week.answeredInTime)}% answered within ${INBOX_RESPONSE_DAYS} days`;
  const median =
    week.medianFirstResponseMinutes === null
      ? ', none answered yet'
      : `, median first answer ${durationWords(week.medianFirstResponseMinutes)}`;
  const n = week.conversations;
  return `This week: ${n} ${n === 1 ? 'conversation' : 'conversations'}${share}${median}.`;
}

export function InboxClockCard() {
  const clock = useInboxClock();
  const weeks = clock.data ?? [];
  const groups = (value: (week: InboxClockWeek) => number) =>
    weeks.map((week) => ({
      ...weekLabels(week.weekStart),
      values: { value: value(week) },
    }));
  return (
    <FiguresPanel
      title="Inbox answers"
      description={`Conversations answered within ${INBOX_RESPONSE_DAYS} days, and how long the first answer took, week by week (Monday to Sunday, India time).`}
      query={clock}
      loading="Loading the inbox figures..."
      failed="Could not load the inbox figures."
      summary={clockSummary}
    >
      {() => (
        <>
          <BarChart
            title={`Answered within ${INBOX_RESPONSE_DAYS} days (%)`}
            summary="The share of each week’s conversations whose first answer came in time."
            series={[{ key: 'value', label: 'Answered in time (%)' }]}
            groupHeading="Week"
            tableLabel="Show the shares"
            groups={groups((week) =>
              week.answeredInTime === null ? 0 : percent(week.answeredInTime),
            )}
          />
          <BarChart
            title="Median first answer (hours)"
            summary="Half of each week’s answered conversations had their first answer sooner."
            series={[{ key: 'value', label: 'Median first answer (hours)' }]}
            groupHeading="Week"
            tableLabel="Show the times"
            groups={groups((week) =>
              week.medianFirstResponseMinutes === null
                ? 0
                : Math.round((week.medianFirstResponseMinutes / 60) * 10) / 10,
            )}
          />
        </>
      )}
    </FiguresPanel>
  );
}
