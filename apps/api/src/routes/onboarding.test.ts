// The onboarding funnel the dashboard draws: registrations started, submissions sent (the first
// and every resubmission) and stores approved in each of India's last 8 weeks (each counted in
// the week it happened), and how many of those submissions were answered within 2 days, of
// those answered or due by now.
import { describe, expect, test } from 'vitest';
import { ONBOARDING_FUNNEL_WEEKS } from '@kirana/domain/store-owners';
import { useTestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore } from '../testing/fixtures.js';

interface FunnelBody {
  data: {
    weeks: { weekStart: string; started: number; submitted: number; approved: number }[];
    answeredInTime: { answered: number; due: number };
  };
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** India's clock is UTC+5:30 all year. */
const IST = 5.5 * HOUR;

/** Monday 00:00 in India of the week `weeksAgo` weeks before this one, as an instant. */
function monday(weeksAgo: number): Date {
  const local = new Date(Date.now() + IST);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight - sinceMonday * DAY - weeksAgo * 7 * DAY - IST);
}

/** The date a week starts on, as the answer writes it. */
const dateOf = (instant: Date) => new Date(instant.getTime() + IST).toISOString().slice(0, 10);

describe.skipIf(!DATABASE_AVAILABLE)(`GET /api/admin/onboarding-funnel (${TEST_DB})`, () => {
  const t = useTestApp();
  let phones = 0;

  const funnel = async () => {
    const admin = await t.admin();
    const res = await t.call('GET', '/api/admin/onboarding-funnel', admin.headers);
    return expectContract<FunnelBody>('getOnboardingFunnel', res, 200).data;
  };

  /** A registration started at `started`, submitted at `submitted` as a new pending store. */
  async function registration(started: Date, submitted?: Date): Promise<string | null> {
    phones += 1;
    const [owner] = await t.db.query<{ id: string }>(
      'insert into store_owners (phone) values ($1) returning id',
      [`+9198480${String(10000 + phones).slice(-5)}`],
    );
    const store = submitted
      ? await insertStore(t.repos, { status: 'pending', createdAt: submitted })
      : null;
    await t.db.query(
      `insert into store_registrations (owner_id, created_at, updated_at, submitted_at, store_id)
       values ($1, $2, $2, $3, $4)`,
      [owner?.id, started, submitted ?? null, store?.id ?? null],
    );
    return store?.id ?? null;
  }

  /** A reviewer's decision (review_decisions), or the owner's resubmission (the audit log). */
  const logged = async (action: 'approve' | 'reject' | 'resubmit', id: string | null, at: Date) => {
    if (!id) throw new Error('Only a submitted registration has a store');
    if (action === 'resubmit')
      await t.repos.audit.record({ adminId: null, action, entity: 'branch', entityId: id, at });
    else
      await t.repos.reviewDecisions.record({
        kind: 'store',
        subjectId: id,
        decision: action,
        reason: null,
        note: null,
        adminId: null,
        at,
      });
  };

  test('eight weeks of nothing, the current week last, each a Monday in India', async () => {
    const { weeks, answeredInTime } = await funnel();
    expect(weeks).toHaveLength(ONBOARDING_FUNNEL_WEEKS);
    expect(weeks.map((week) => week.weekStart)).toEqual(
      [7, 6, 5, 4, 3, 2, 1, 0].map((ago) => dateOf(monday(ago))),
    );
    expect(weeks.every((w) => w.started === 0 && w.submitted === 0 && w.approved === 0)).toBe(true);
    expect(answeredInTime).toEqual({ answered: 0, due: 0 });
  });

  test('counts each step in its week, and the answers within 2 days of each submission', async () => {
    const at = (weeksAgo: number, days: number) =>
      new Date(monday(weeksAgo).getTime() + days * DAY);

    // Started nine weeks ago: outside the funnel.
    await registration(at(9, 1));
    // A draft never submitted.
    await registration(at(7, 1));
    // Monday 2 am in India is still Sunday in UTC: India's week counts it.
    await registration(new Date(monday(6).getTime() + 2 * HOUR));
    // Started, submitted the next week, approved a day later (in time).
    const b = await registration(at(5, 2), at(4, 1));
    await logged('approve', b, at(4, 2));
    // Submitted, rejected 3 days later (late); resubmitted and approved within the hour.
    const c = await registration(at(3, 0.5), at(3, 1));
    await logged('reject', c, at(3, 4));
    await logged('resubmit', c, at(2, 1));
    await logged('approve', c, at(2, 1.04));
    // Submitted last week, unanswered: past its 2 days.
    await registration(at(1, 1), at(1, 1.5));
    // Submitted within the hour: not due yet.
    const recent = new Date(Math.max(monday(0).getTime() + 1000, Date.now() - HOUR));
    await registration(recent, recent);
    // A store the desk registered, approved: not a registration from the site.
    const desk = await insertStore(t.repos, { status: 'approved', createdAt: at(1, 0.2) });
    await logged('approve', desk.id, at(1, 0.5));

    const { weeks, answeredInTime } = await funnel();
    expect(weeks.map((w) => [w.started, w.submitted, w.approved])).toEqual([
      [1, 0, 0],
      [1, 0, 0],
      [1, 0, 0],
      [0, 1, 1],
      [1, 1, 0],
      [0, 1, 1],
      [1, 1, 0],
      [1, 1, 0],
    ]);
    // Four submissions answered or due (B, C, C again, last week's); two answered in time.
    expect(answeredInTime).toEqual({ answered: 2, due: 4 });
    // The weeks count the same submissions (C's resubmission too): the due ones and the one
    // still within its 2 days, so "2 of 4 answered" never stands beside "4 submitted".
    expect(weeks.reduce((sum, week) => sum + week.submitted, 0)).toBe(answeredInTime.due + 1);
  });

  test('needs an admin token', async () => {
    const owner = await t.owner();
    expectError('getOnboardingFunnel', await t.call('GET', '/api/admin/onboarding-funnel'), 401);
    expectError(
      'getOnboardingFunnel',
      await t.call('GET', '/api/admin/onboarding-funnel', owner.headers),
      401,
    );
  });
});
