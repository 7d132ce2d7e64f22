// The dashboard's onboarding funnel: how many stores started, submitted and were approved on the
// site each week (India's weeks), drawn as bars, and how often the 2-day promise was kept.
import { BarChart } from './bar-chart';
import { STORE_RESPONSE_DAYS } from '@kirana/domain/common';
import { useOnboardingFunnel, type OnboardingFunnel } from '../api/get-onboarding-funnel';
import { weekLabels } from '../week-labels';
import { FiguresPanel } from './figures-panel';

const SERIES = [
  { key: 'started', label: 'Started' },
  { key: 'submitted', label: 'Submitted' },
  { key: 'approved', label: 'Approved' },
] as const;

/** "Last 8 weeks: 7 started, 3 submitted, 2 approved." */
function summaryOf(funnel: OnboardingFunnel): string {
  const total = (key: (typeof SERIES)[number]['key']) =>
    funnel.weeks.reduce((sum, week) => sum + week[key], 0);
  return `Last ${funnel.weeks.length} weeks: ${SERIES.map(
    (s) => `${total(s.key)} ${s.label.toLowerCase()}`,
  ).join(', ')}.`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "2 of 3 submissions answered within 2 days (67%); 1 more is not due yet.", or that none was
 * due yet. The API counts the promise over the weeks' submissions, so those not yet due are the
 * rest of the summary's "submitted" and the two sentences add up.
 */
function promiseOf(funnel: OnboardingFunnel): string {
  const { answered, due } = funnel.answeredInTime;
  const submitted = funnel.weeks.reduce((sum, week) => sum + week.submitted, 0);
  const waiting = Math.max(0, submitted - due);
  const notDue =
    waiting === 0 ? '' : `; ${waiting} more ${waiting === 1 ? 'is' : 'are'} not due yet`;
  if (due === 0) {
    if (waiting === 0) return 'No submission has been due for an answer yet.';
    return waiting === 1
      ? 'The 1 submission has not been due for an answer yet.'
      : `None of the ${waiting} submissions has been due for an answer yet.`;
  }
  const share = Math.round((answered / due) * 100);
  return `${answered} of ${plural(due, 'submission', 'submissions')} answered within ${STORE_RESPONSE_DAYS} days (${share}%)${notDue}.`;
}

export function OnboardingFunnelCard() {
  const funnel = useOnboardingFunnel();
  return (
    <FiguresPanel
      title="Store onboarding"
      description="Registrations from the site, week by week (Monday to Sunday, India time). A store sent again counts again as submitted."
      query={funnel}
      loading="Loading the onboarding figures..."
      failed="Could not load the onboarding figures."
      summary={promiseOf}
    >
      {(data) => (
        <BarChart
          title="Store registrations per week"
          summary={summaryOf(data)}
          series={SERIES}
          groupHeading="Week"
          groups={data.weeks.map((week) => ({
            ...weekLabels(week.weekStart),
            values: { started: week.started, submitted: week.submitted, approved: week.approved },
          }))}
        />
      )}
    </FiguresPanel>
  );
}
