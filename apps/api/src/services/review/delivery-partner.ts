// The delivery-partner kind of the review desk: an application is approved or rejected while
// pending (the rules of `@kirana/domain/review`), the decision (who, when, reason, note) kept in
// review_decisions as every kind's, read with the application; the applicant told
// by SMS, the documents required by the vehicle. Audited as `delivery-partner-application`.
import {
  APPLICATION_NOT_FOUND,
  APPLICATION_NOT_PENDING,
  requiredPartnerDocuments,
  type ApplicationStatus,
  type PartnerDocumentKind,
  type PartnerRejectReason,
} from '@kirana/domain/delivery-partners';
import { DELIVERY_PARTNER_REVIEW, type ApplicationDecision } from '@kirana/domain/review';
import type { ApplicationRow } from '../../repositories/delivery-partner-applications.js';
import type { ReviewKind } from './kind.js';

export const deliveryPartnerReview: ReviewKind<
  ApplicationRow,
  ApplicationStatus,
  ApplicationDecision,
  PartnerRejectReason,
  PartnerDocumentKind
> = {
  rules: DELIVERY_PARTNER_REVIEW,
  entity: 'delivery-partner-application',
  templates: { approve: 'partner_approved', reject: 'partner_rejected' },
  notFound: APPLICATION_NOT_FOUND,
  refused: () => APPLICATION_NOT_PENDING,
  find: (repos, id, tx) => repos.applications.findById(id, tx),
  transition: (repos, id, move, tx) => repos.applications.decide(id, move.from, move.to, tx),
  // In the language the form was filled in, with the form's page in it.
  recipient: async (deps, application) => ({
    phone: `+91${application.phone}`,
    language: application.language,
    params: {
      link: `${deps.siteUrl}${application.language === 'en' ? '' : `/${application.language}`}/deliver-with-us`,
    },
  }),
  documents: (repos) => repos.applicationDocuments,
  requiredDocuments: (application) => requiredPartnerDocuments(application.vehicle),
};
