// The review desk's decisions on every kind (a store, a delivery-partner application): who took
// which, when, with its reason and note. The decision engine writes one per decision, in the
// decision's transaction; the store's earlier rejection, an application's answer, the retention
// clock and the onboarding promise read them here (migration 030). SQL only.
import type { ReviewKindName } from '@kirana/domain/review';
import type { Queryable } from '../db/adapter.js';
import { isoColumn, isUuid } from './rows.js';

export interface NewDecision {
  kind: ReviewKindName;
  subjectId: string;
  decision: string;
  reason: string | null;
  note: string | null;
  adminId: string | null;
  /** Now unless given (the demo seed writes its past). */
  at?: Date;
}

export interface DecisionRow {
  decision: string;
  reason: string | null;
  note: string | null;
  at: string;
  admin: { id: string; name: string } | null;
}

/** The columns of a decision `d` joined to its admin `a`, as a DecisionRow. */
const DECISION_COLUMNS = `d.decision, d.reason, d.note, ${isoColumn('d.decided_at', 'at')},
  case when a.id is null then null else json_build_object('id', a.id, 'name', a.name) end as admin`;

export function reviewDecisionsRepository(db: Queryable) {
  return {
    async record(decision: NewDecision, tx: Queryable = db): Promise<void> {
      await tx.query(
        `insert into review_decisions
           (kind, subject_id, decision, reason, note, decided_by, decided_at)
         values ($1, $2, $3, $4, $5, $6, coalesce($7, now()))`,
        [
          decision.kind,
          decision.subjectId,
          decision.decision,
          decision.reason,
          decision.note,
          decision.adminId,
          decision.at ?? null,
        ],
      );
    },

    /** The subject's last decision, or null when it has none. */
    async last(
      kind: ReviewKindName,
      subjectId: string,
      tx: Queryable = db,
    ): Promise<DecisionRow | null> {
      if (!isUuid(subjectId)) return null;
      const rows = await tx.query<DecisionRow>(
        `select ${DECISION_COLUMNS}
         from review_decisions d left join admins a on a.id = d.decided_by
         where d.kind = $1 and d.subject_id = $2
         order by d.decided_at desc, d.id desc limit 1`,
        [kind, subjectId],
      );
      return rows[0] ?? null;
    },
  };
}
