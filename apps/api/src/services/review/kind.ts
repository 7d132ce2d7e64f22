// What a kind of review gives the decision engine (./engine.ts): its rules (the table in
// `@kirana/domain/review`: statuses, transitions, reasons, documents), the template of each
// decision's message, the audit entity, the 404 and 409 words, and how to find, move and
// notify one of its rows. Stores and delivery-partner applications are two of these; the next
// kind (store registrations from the site, team invites) is a third, not a copy of the engine.
import type { Message } from '@kirana/domain/catalogue';
import type { ReviewRules } from '@kirana/domain/review';
import type { NotificationTemplate } from '@kirana/domain/notifications';
import type { OwnerLanguage } from '@kirana/domain/store-owners';
import type { Database, Queryable } from '../../db/adapter.js';
import type { DocumentsRepository } from '../../repositories/documents.js';
import type { Repositories } from '../../repositories/index.js';
import type { NewNotification } from '../../repositories/notifications.js';
import type { Storage } from '../../storage/storage.js';
import type { Audited } from '../audited.js';

/** What the engine's functions work with. */
export interface ReviewDeps {
  db: Database;
  repos: Repositories;
  audited: Audited;
  /** Private documents, apart from public media. */
  documents: Storage;
  /** The public site's origin, for links in messages. */
  siteUrl: string;
}

/** Whom a decision is told and how: their mobile (E.164), their language, words to add. */
export interface Recipient {
  phone: string;
  language: OwnerLanguage;
  /** What the message names besides the row's name, reason and note (a link, documents). */
  params?: Record<string, unknown>;
}

/** What every reviewed row has. */
export interface ReviewedRow {
  id: string;
  name: string;
  status: string;
}

/** A decision as the row takes it: from one status to another (its reason and note, who and when
 * are the engine's to record in review_decisions). */
export interface Move<S extends string> {
  from: S;
  to: S;
}

/** A decision's body once its rule has checked it: a reason from its list and a note. */
export interface DecisionBody<R extends string> {
  reason?: R | undefined;
  note?: string | undefined;
}

export interface ReviewKind<
  Row extends ReviewedRow,
  S extends string,
  D extends string,
  R extends string,
  K extends string,
> {
  rules: ReviewRules<S, D, R, K>;
  /** The audit log's and the outbox's name for it. */
  entity: NewNotification['entity'];
  /** The message each decision sends the owner or applicant. */
  templates: Readonly<Record<D, NotificationTemplate>>;
  /** The 404's words. */
  notFound: Message;
  /** The 409's words for a decision its status does not allow. */
  refused(decision: D): Message;
  find(repos: Repositories, id: string, tx?: Queryable): Promise<Row | null>;
  /** One statement, so two reviewers cannot both decide; nothing changes unless it answers the row. */
  transition(
    repos: Repositories,
    id: string,
    move: Move<S>,
    tx: Queryable,
  ): Promise<Row | 'not-found' | 'wrong-status'>;
  /** Whom a decision is told, and how; null: nobody can be reached by SMS. */
  recipient(deps: ReviewDeps, row: Row, decision: D, tx: Queryable): Promise<Recipient | null>;
  documents(repos: Repositories): DocumentsRepository<K>;
  /** The documents this one must carry before it is accepted. */
  requiredDocuments(row: Row): readonly K[];
}
