// The store kind of the review screens: the store rules of `@kirana/domain/review`, the seed's
// words ("Branch Management", "Branch Actions", "Branch ID"), the calls of the branches feature
// and its panels. /admin/manage-branch shows the queue and a store with these.
import type { Branch } from '@kirana/api-client/types';
import {
  DECISION_DONE,
  REQUIRED_STORE_DOCUMENTS,
  STORE_RESPONSE_DAYS,
  type StoreDecision,
  type StoreReason,
} from '@kirana/domain/stores';
import { STORE_REVIEW } from '@kirana/domain/review';
import type { BadgeTone } from '@kirana/ui/badge';
import { PhoneText } from '../../components/personal-data';
import { paths } from '../../config/paths';
import { useDecideStore } from '../../features/stores/api/decide-store';
import { useStoreDetail, type StoreDetail } from '../../features/stores/api/get-store';
import { storeKeys, type StoreListFilters } from '../../features/stores/api/keys';
import { useStoreList } from '../../features/stores/api/list-stores';
import { useReviewDocument } from '../../features/stores/api/review-document';
import { lookupErrorMessage } from '../../features/stores/components/store-lookup-card';
import {
  EarlierRejection,
  StoreInventoryLink,
  StorePanels,
} from '../../features/stores/components/store-panels';
import { DECISION_EFFECTS, STORE_STATUS_LABELS } from '../../features/stores/messages';
import { ReviewStatusBadge } from '../../features/review/components/review-status-badge';
import { DECISION_BUSY, DECISION_LABELS } from '../../features/review/messages';
import type { QueueFilters, ReviewKind, ReviewQueueKind } from '../../features/review/types';
import { DocumentViewsPanel } from '../../features/document-views/components/document-views-panel';
import screenStyles from '../../components/review-screen.module.css';

const tones: Record<string, BadgeTone> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
  suspended: 'neutral',
};

type StorePage = ReturnType<typeof useStoreList>['data'] extends { pages: (infer P)[] } | undefined
  ? P
  : never;

export const storeQueue: ReviewQueueKind<Branch, StorePage> = {
  rules: STORE_REVIEW,
  statusLabels: STORE_STATUS_LABELS,
  statusTones: tones,
  title: 'Stores',
  subtitle: `Review new stores against their documents: every store hears back within ${STORE_RESPONSE_DAYS} days. The longest waiting come first.`,
  search: {
    name: 'Stores',
    label: 'Search stores',
    placeholder: 'Name, owner, phone, pincode or id',
  },
  // The status was checked against the store's statuses (queueFilters).
  useList: (filters: QueueFilters) => useStoreList(filters as StoreListFilters),
  itemsOf: (page) => page.branches,
  loading: 'Loading stores...',
  failed: 'Failed to load stores.',
  empty: 'No stores match these filters.',
  noun: ['store', 'stores'],
  link: (branch) => ({ to: paths.branch(branch._id), state: { branch } }),
  meta: (branch) => (
    <>
      {branch.ownerName} · <PhoneText phone={branch.phone} />
    </>
  ),
  place: (branch) => `${branch.address.city} ${branch.address.pincode}`,
};

export const storeReview: ReviewKind<Branch, StoreDetail, StoreDecision, StoreReason> = {
  rules: STORE_REVIEW,
  statusLabels: STORE_STATUS_LABELS,
  statusTones: tones,
  useDetail: useStoreDetail,
  detailKey: storeKeys.detail,
  itemOf: (detail) => detail.branch,
  title: 'Branch Management',
  back: { to: paths.branches, label: '← All branches' },
  idLabel: 'Branch ID',
  loading: 'Loading branch...',
  loadError: lookupErrorMessage,
  details: (detail) => (
    <StorePanels
      detail={detail}
      status={
        <ReviewStatusBadge
          rules={STORE_REVIEW}
          labels={STORE_STATUS_LABELS}
          tones={tones}
          status={detail.branch.status}
        />
      }
    />
  ),
  decidePermission: 'stores.review',
  decisionPanel: {
    title: 'Branch Actions',
    actions: (detail) => <StoreInventoryLink branchId={detail.branch._id} />,
  },
  decisions: {
    labels: DECISION_LABELS,
    busy: DECISION_BUSY,
    effects: DECISION_EFFECTS,
    done: DECISION_DONE,
    variants: {
      approve: 'primary',
      reject: 'danger',
      suspend: 'danger',
      reinstate: 'primary',
      reopen: 'secondary',
    },
  },
  useDecide: useDecideStore,
  documentsDescription: 'Check each document against the registration, then mark it.',
  requiredDocuments: () => REQUIRED_STORE_DOCUMENTS,
  useMarkDocument: useReviewDocument,
  beforeDocuments: (detail) => <EarlierRejection detail={detail} />,
  documentViews: (item) => (
    <DocumentViewsPanel entity="branch" entityId={item._id} className={screenStyles.wide} />
  ),
  notificationsTitle: 'Messages to the owner',
};
