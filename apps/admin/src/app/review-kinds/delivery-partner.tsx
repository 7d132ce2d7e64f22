// The delivery-partner kind of the review screens: the application rules of
// `@kirana/domain/review`, the words of the applications queue and screen, the calls of the
// partners feature and its panels. /admin/delivery-partners and one application use these.
import type { components } from '@kirana/api-client/types';
import {
  APPLICATION_APPROVED,
  APPLICATION_REJECTED,
  VEHICLES,
  VEHICLE_LABELS,
  requiredPartnerDocuments,
  type PartnerRejectReason,
} from '@kirana/domain/delivery-partners';
import { DELIVERY_PARTNER_REVIEW, type ApplicationDecision } from '@kirana/domain/review';
import type { BadgeTone } from '@kirana/ui/badge';
import { PhoneText } from '../../components/personal-data';
import { paths, searchParams } from '../../config/paths';
import { useDecideApplication } from '../../features/delivery-partners/api/decide-application';
import {
  useApplicationDetail,
  type ApplicationDetail,
} from '../../features/delivery-partners/api/get-application';
import {
  applicationKeys,
  type ApplicationListFilters,
} from '../../features/delivery-partners/api/keys';
import { useApplicationList } from '../../features/delivery-partners/api/list-applications';
import { useReviewApplicationDocument } from '../../features/delivery-partners/api/review-application-document';
import {
  ApplicationDecided,
  ApplicationPanels,
  EarlierApplications,
  applicationDecisionPanelClass,
  applicationLoadError,
} from '../../features/delivery-partners/components/delivery-partner-panels';
import {
  APPLICATION_STATUS_LABELS,
  PARTNER_APPROVE_EFFECT,
  PARTNER_REJECT_EFFECT,
} from '../../features/delivery-partners/messages';
import { ReviewStatusBadge } from '../../features/review/components/review-status-badge';
import { DECISION_BUSY, DECISION_LABELS } from '../../features/review/messages';
import type { QueueFilters, ReviewKind, ReviewQueueKind } from '../../features/review/types';
import { filterChoices } from '../../lib/fields';
import local from './delivery-partner.module.css';
import { DocumentViewsPanel } from '../../features/document-views/components/document-views-panel';
import screenStyles from '../../components/review-screen.module.css';

type PartnerApplication = components['schemas']['PartnerApplication'];

const tones: Record<string, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

type ApplicationPage = ReturnType<typeof useApplicationList>['data'] extends
  { pages: (infer P)[] } | undefined
  ? P
  : never;

export const deliveryPartnerQueue: ReviewQueueKind<PartnerApplication, ApplicationPage> = {
  rules: DELIVERY_PARTNER_REVIEW,
  statusLabels: APPLICATION_STATUS_LABELS,
  statusTones: tones,
  title: 'Delivery partners',
  subtitle:
    "Check each applicant's documents, then approve or reject with a reason. The longest waiting come first.",
  search: {
    name: 'Delivery-partner applications',
    label: 'Search applications',
    placeholder: 'Name, phone or pincode',
  },
  selects: [
    {
      param: searchParams.vehicle,
      label: 'Vehicle',
      options: filterChoices('All vehicles', VEHICLES, VEHICLE_LABELS),
    },
  ],
  // The status and vehicle were checked against the kind's own (queueFilters).
  useList: (filters: QueueFilters) => useApplicationList(filters as ApplicationListFilters),
  itemsOf: (page) => page.applications,
  loading: 'Loading applications...',
  failed: 'Failed to load applications.',
  empty: 'No applications match these filters.',
  noun: ['application', 'applications'],
  link: (application) => ({ to: paths.deliveryPartner(application._id) }),
  meta: (application) => (
    <>
      <PhoneText phone={application.phone} /> · {VEHICLE_LABELS[application.vehicle]}
    </>
  ),
  place: (application) => application.pincode,
  className: { filters: local.filters, item: local.item },
};

export const deliveryPartnerReview: ReviewKind<
  PartnerApplication,
  ApplicationDetail,
  ApplicationDecision,
  PartnerRejectReason
> = {
  rules: DELIVERY_PARTNER_REVIEW,
  statusLabels: APPLICATION_STATUS_LABELS,
  statusTones: tones,
  useDetail: useApplicationDetail,
  detailKey: applicationKeys.detail,
  itemOf: (detail) => detail.application,
  title: 'Delivery-partner application',
  back: { to: paths.deliveryPartners, label: '← All applications' },
  idLabel: 'Application ID',
  loading: 'Loading application...',
  loadError: applicationLoadError,
  details: (detail) => <ApplicationPanels detail={detail} />,
  decidePermission: 'partners.review',
  decisionPanel: {
    title: 'Decision',
    className: applicationDecisionPanelClass,
    after: (application) => <ApplicationDecided application={application} />,
  },
  decisions: {
    labels: DECISION_LABELS,
    busy: DECISION_BUSY,
    effects: { approve: PARTNER_APPROVE_EFFECT, reject: PARTNER_REJECT_EFFECT },
    done: { approve: APPLICATION_APPROVED, reject: APPLICATION_REJECTED },
    variants: { approve: 'primary', reject: 'danger' },
  },
  useDecide: useDecideApplication,
  documentsDescription: 'Check each document against the application, then mark it.',
  requiredDocuments: (detail) => requiredPartnerDocuments(detail.application.vehicle),
  useMarkDocument: useReviewApplicationDocument,
  afterDocuments: (detail) => (
    <EarlierApplications
      detail={detail}
      status={(earlier) => (
        <ReviewStatusBadge
          rules={DELIVERY_PARTNER_REVIEW}
          labels={APPLICATION_STATUS_LABELS}
          tones={tones}
          status={earlier.status}
        />
      )}
    />
  ),
  documentViews: (item) => (
    <DocumentViewsPanel
      entity="delivery-partner-application"
      entityId={item._id}
      className={screenStyles.wide}
    />
  ),
  notificationsTitle: 'Messages to the applicant',
};
