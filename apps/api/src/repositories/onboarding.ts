// The onboarding funnel, in one statement: store registrations started, submissions sent and
// stores approved per week (India's weeks, Monday first), and how many of those submissions were
// answered within the 2-day promise. Read from store_registrations, the review desk's decisions and
// the audit log (resubmissions); SQL only.
import type { Queryable } from '../db/adapter.js';

/** The platform's clock: weeks and days are India's. */
const ZONE = 'Asia/Kolkata';

export interface FunnelWeek {
  /** The week's Monday in India, YYYY-MM-DD. */
  weekStart: string;
  started: number;
  submitted: number;
  approved: number;
}

export interface Funnel {
  weeks: FunnelWeek[];
  /** Submissions answered within `responseDays`, of those answered or due by now. */
  answeredInTime: { answered: number; due: number };
}

export function onboardingRepository(db: Queryable) {
  return {
    /**
     * The last `weeks` weeks, the current one last. Each event counts in the week it happened:
     * a draft when it was started, each submission (the first and every resubmission) when it
     * was sent, a store when first approved. The promise is counted over the same submissions
     * (issue 39: "4 of 5 answered" stood beside "4 submitted" when resubmissions were left out
     * of the weeks), so the weeks' submissions are the due ones and those still within their
     * days; each one's answer is the store's first approval or rejection after it.
     */
    async onboardingFunnel(
      weeks: number,
      responseDays: number,
      tx: Queryable = db,
    ): Promise<Funnel> {
      const rows = await tx.query<FunnelWeek & { answered: number; due: number }>(
        `with bounds as (
         select date_trunc('week', now() at time zone '${ZONE}') as this_week,
           (date_trunc('week', now() at time zone '${ZONE}')
             - make_interval(weeks => $1::int - 1)) at time zone '${ZONE}' as since
       ),
       weeks as (
         select (b.this_week - make_interval(weeks => g))::date as week_start
         from bounds b, generate_series(0, $1::int - 1) g
       ),
       started as (
         select date_trunc('week', r.created_at at time zone '${ZONE}')::date as week_start,
           count(*)::int as n
         from store_registrations r, bounds b where r.created_at >= b.since group by 1
       ),
       approvals as (
         select min(d.decided_at) as at
         from store_registrations r
         join review_decisions d on d.kind = 'store' and d.subject_id = r.store_id
           and d.decision = 'approve'
         group by r.store_id
       ),
       approved as (
         select date_trunc('week', a.at at time zone '${ZONE}')::date as week_start,
           count(*)::int as n
         from approvals a, bounds b where a.at >= b.since group by 1
       ),
       submissions as (
         select r.store_id::text as store_id, r.submitted_at as at
         from store_registrations r, bounds b
         where r.store_id is not null and r.submitted_at >= b.since
         union all
         select l.entity_id, l.at
         from audit_log l, bounds b
         where l.entity = 'branch' and l.action = 'resubmit' and l.at >= b.since
       ),
       submitted as (
         select date_trunc('week', s.at at time zone '${ZONE}')::date as week_start,
           count(*)::int as n
         from submissions s group by 1
       ),
       answers as (
         select s.at,
           (select min(d.decided_at) from review_decisions d
            where d.kind = 'store' and d.subject_id = s.store_id::uuid
              and d.decision in ('approve', 'reject') and d.decided_at >= s.at) as answered_at
         from submissions s
       ),
       promise as (
         select
           count(*) filter (
             where answered_at <= at + make_interval(days => $2::int))::int as answered,
           count(*) filter (
             where answered_at is not null
               or at + make_interval(days => $2::int) <= now())::int as due
         from answers
       )
       select to_char(w.week_start, 'YYYY-MM-DD') as "weekStart",
         coalesce(st.n, 0) as started, coalesce(su.n, 0) as submitted,
         coalesce(ap.n, 0) as approved, p.answered, p.due
       from weeks w
       cross join promise p
       left join started st on st.week_start = w.week_start
       left join submitted su on su.week_start = w.week_start
       left join approved ap on ap.week_start = w.week_start
       order by w.week_start`,
        [weeks, responseDays],
      );
      const first = rows[0];
      return {
        weeks: rows.map(({ weekStart, started, submitted, approved }) => ({
          weekStart,
          started,
          submitted,
          approved,
        })),
        answeredInTime: { answered: first?.answered ?? 0, due: first?.due ?? 0 },
      };
    },
  };
}
