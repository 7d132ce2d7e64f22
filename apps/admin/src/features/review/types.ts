// What a kind of review gives the review screens: the rules (`@kirana/domain/review`), its
// words, its calls (the hooks of its feature's api files) and the panels only it has. The store
// screen and the delivery-partner screen are two of these (src/app/review-kinds); the next kind
// is a third.
import type { ReactNode } from 'react';
import type {
  InfiniteData,
  QueryKey,
  UseInfiniteQueryResult,
  UseMutationResult,
  UseQueryResult,
} from '@tanstack/react-query';
import type { components } from '@kirana/api-client/types';
import type { DocumentReviewState } from '@kirana/domain/stores';
import type { ReviewRules } from '@kirana/domain/review';
import type { BadgeTone } from '@kirana/ui/badge';
import type { ButtonVariant } from '@kirana/ui/button';
import type { Permission } from '../../lib/permissions';

type ActivityEntry = components['schemas']['ActivityEntry'];
type Notification = components['schemas']['Notification'];

/** What every reviewed thing has: a store, an application. */
export interface ReviewedItem {
  _id: string;
  name: string;
  status: string;
  submittedAt: string;
  dueAt: string;
}

export interface ReviewDocument {
  _id: string;
  kind: string;
  contentType: string;
  uploadedAt: string;
  /** When the retention schedule erased its bytes; null while stored. */
  erasedAt: string | null;
  review: {
    state: DocumentReviewState;
    note: string | null;
    reviewedBy: { name: string } | null;
    reviewedAt: string | null;
  };
}

/** What the screen reads of every kind besides its own panels. */
export interface ReviewDetail {
  documents: readonly ReviewDocument[];
  history: readonly ActivityEntry[];
  notifications: readonly Notification[];
}

/** One decision as its call takes it. */
export interface DecisionInput<D extends string, R extends string> {
  id: string;
  decision: D;
  reason?: R;
  note?: string;
}

/** A reviewer's mark on one document as its call takes it. */
export interface DocumentMarkInput {
  id: string;
  documentId: string;
  state: 'verified' | 'unclear';
  note?: string;
}

/** The words and looks of each decision. */
export interface DecisionWords<D extends string> {
  labels: Readonly<Record<D, string>>;
  busy: Readonly<Record<D, string>>;
  /** What it does, as its dialog says it. */
  effects: Readonly<Record<D, string>>;
  /** The outcome shown once it is taken (the API's message). */
  done: Readonly<Record<D, string>>;
  variants: Readonly<Record<D, ButtonVariant>>;
}

export interface ReviewKind<
  E extends ReviewedItem,
  Dt extends ReviewDetail,
  D extends string,
  R extends string,
> {
  rules: ReviewRules<string, D, R>;
  /** Each status in words, and its badge's colour. */
  statusLabels: Readonly<Record<string, string>>;
  statusTones: Readonly<Record<string, BadgeTone>>;
  useDetail(id: string): UseQueryResult<Dt>;
  /** The key `useDetail` reads under, refreshed when one of its documents is masked. */
  detailKey(id: string): QueryKey;
  itemOf(detail: Dt): E;
  /** The heading until the item has loaded. */
  title: string;
  back: { to: string; label: string };
  idLabel: string;
  loading: string;
  loadError(error: unknown): string;
  /** The kind's own panels (who, where, what was registered or applied with). */
  details(detail: Dt): ReactNode;
  /** What a role needs to take the decisions (the others see the item without them). */
  decidePermission: Permission;
  decisionPanel: {
    title: string;
    className?: string;
    /** Beside the decisions (e.g. a link to the store's inventory). */
    actions?(detail: Dt): ReactNode;
    /** Under them (e.g. what a decided application now is). */
    after?(item: E): ReactNode;
  };
  decisions: DecisionWords<D>;
  useDecide(): UseMutationResult<unknown, Error, DecisionInput<D, R>>;
  documentsDescription: string;
  /** The documents it must carry; a missing one is named. */
  requiredDocuments(detail: Dt): readonly string[];
  useMarkDocument(): UseMutationResult<unknown, Error, DocumentMarkInput>;
  /** A panel just before the documents (e.g. the rejection a resubmitted store had). */
  beforeDocuments?(detail: Dt): ReactNode;
  /** Who opened the item's documents (the Owner's panel), right after the documents. */
  documentViews?(item: E): ReactNode;
  /** Panels after the documents (e.g. the same phone's earlier applications). */
  afterDocuments?(detail: Dt): ReactNode;
  notificationsTitle: string;
}

/**
 * A page of a queue: its items under the kind's own key, and what the filter shows: the first
 * page counts the queue, the pages after it answer null (the first page's figures hold).
 */
export interface QueuePage {
  nextCursor: string | null;
  total: number | null;
  counts: (Readonly<Record<string, number>> & { all: number }) | null;
  overdue: number | null;
}

/** The queue's filters, from the URL: the status, the search, and any select of the kind's. */
export type QueueFilters = Readonly<Record<string, string | undefined>> & {
  status?: string;
  q?: string;
};

/** A filter of the queue besides the status: a select kept in the URL under `param`. */
export interface QueueSelect {
  param: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

export interface ReviewQueueKind<E extends ReviewedItem, P extends QueuePage> {
  rules: ReviewRules;
  statusLabels: Readonly<Record<string, string>>;
  statusTones: Readonly<Record<string, BadgeTone>>;
  title: string;
  subtitle: string;
  search: { name: string; label: string; placeholder: string };
  selects?: readonly QueueSelect[];
  useList(filters: QueueFilters): UseInfiniteQueryResult<InfiniteData<P>>;
  itemsOf(page: P): readonly E[];
  loading: string;
  failed: string;
  empty: string;
  /** How the count names one and many: "branch", "branches". */
  noun: readonly [string, string];
  link(item: E): { to: string; state?: unknown };
  /** Under the name: who and how to reach them. */
  meta(item: E): ReactNode;
  place(item: E): ReactNode;
  className?: { filters?: string; item?: string };
}
