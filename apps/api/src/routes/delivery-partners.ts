// Delivery partners: the public application form, and the review queue, one application with
// its documents, earlier applications and history, the decisions and the documents' checklist
// (the review engine with the delivery-partner kind).
import { DOCUMENT_REVIEWED, STORE_RESPONSE_DAYS, dueAt } from '@kirana/domain/stores';
import {
  APPLICATION_APPROVED,
  APPLICATION_NOT_FOUND,
  APPLICATION_RECEIVED,
  APPLICATION_REJECTED,
  PARTNER_DOCUMENT_FIELDS,
  PARTNER_DOCUMENT_KINDS,
  type PartnerRejectReason,
} from '@kirana/domain/delivery-partners';
import { partnerApplicationSchema } from '@kirana/domain/delivery-partner-rules';
import { roleHas } from '@kirana/domain/team';
import { currentAdmin } from '../auth/guard.js';
import { PARTNER_APPLICATION_LIMIT } from '../auth/rate-limit.js';
import type { Handlers, RequestOf } from '../contract/types.js';
import { notFound } from '../errors.js';
import { applyAsDeliveryPartner } from '../services/delivery-partner-applications.js';
import { deliveryPartnerReview } from '../services/review/delivery-partner.js';
import type { DecisionBody } from '../services/review/kind.js';
import { decide, reviewDocument, reviewTrail } from '../services/review/engine.js';
import { enforceLimit, type Deps } from './deps.js';
import { DOCUMENT_LIMIT, readForm } from './multipart.js';
import {
  presentActivity,
  presentApplication,
  presentDocument,
  presentNotification,
  seenBy,
} from './present.js';
import { parseWith } from './validate.js';
import { countsWithAll } from '../repositories/review-queue.js';

type PartnerHandlers = Pick<
  Handlers,
  | 'applyAsDeliveryPartner'
  | 'listPartnerApplications'
  | 'getPartnerApplication'
  | 'approvePartnerApplication'
  | 'rejectPartnerApplication'
  | 'reviewApplicationDocument'
>;

const DAY_MS = 24 * 60 * 60 * 1000;
const FILE_FIELDS = PARTNER_DOCUMENT_KINDS.map((kind) => PARTNER_DOCUMENT_FIELDS[kind]);

export function partnerHandlers(deps: Deps): PartnerHandlers {
  const { repos, services } = deps;
  const review = services.review;

  async function decision(
    request: RequestOf<'approvePartnerApplication' | 'rejectPartnerApplication'>,
    which: 'approve' | 'reject',
    body: DecisionBody<PartnerRejectReason>,
  ) {
    const admin = currentAdmin(request);
    const application = await decide(
      review,
      deliveryPartnerReview,
      admin,
      request.params.applicationId,
      which,
      body,
    );
    return {
      status: 'success' as const,
      message: which === 'approve' ? APPLICATION_APPROVED : APPLICATION_REJECTED,
      data: { application: presentApplication(application, seenBy(admin)) },
    };
  }

  return {
    async applyAsDeliveryPartner(request, reply) {
      await enforceLimit(deps, reply, `apply:ip:${request.ip}`, PARTNER_APPLICATION_LIMIT);
      const form = await readForm(request, FILE_FIELDS, DOCUMENT_LIMIT);
      const { fields } = form;
      const application = await applyAsDeliveryPartner(
        review,
        parseWith(partnerApplicationSchema, {
          name: fields.name,
          phone: fields.phone,
          email: fields.email,
          pincode: fields.pincode,
          vehicle: fields.vehicle,
          language: fields.language,
          noticeVersion: fields.noticeVersion,
          noticeLanguage: fields.noticeLanguage,
        }),
        form.files,
        request.log,
      );
      reply.code(201);
      return {
        status: 'success',
        message: APPLICATION_RECEIVED,
        data: {
          application: {
            _id: application.id,
            submittedAt: application.submittedAt,
            dueAt: dueAt(application.submittedAt).toISOString(),
          },
        },
      };
    },

    async listPartnerApplications(request) {
      const { status, vehicle, q, cursor, limit = 20 } = request.query;
      const overdueBefore = new Date(Date.now() - STORE_RESPONSE_DAYS * DAY_MS);
      const page = await repos.applications.list(
        { status, vehicle, q, cursor, limit },
        overdueBefore,
      );
      const seen = seenBy(currentAdmin(request));
      return {
        status: 'success',
        data: {
          applications: page.applications.map((row) => presentApplication(row, seen)),
          nextCursor: page.nextCursor,
          total: page.total,
          counts: countsWithAll(page.counts),
          overdue: page.overdue,
        },
      };
    },

    async getPartnerApplication(request) {
      const application = await repos.applications.findById(request.params.applicationId);
      if (!application) throw notFound(APPLICATION_NOT_FOUND);
      const [{ documents, history, notifications }, earlier] = await Promise.all([
        reviewTrail(review, deliveryPartnerReview, application),
        repos.applications.othersOf(application),
      ]);
      const admin = currentAdmin(request);
      const seen = seenBy(admin);
      return {
        status: 'success',
        data: {
          application: presentApplication(application, seen),
          // A role that may not open documents (Support) does not even learn which there are.
          documents: roleHas(admin.role, 'documents.review') ? documents.map(presentDocument) : [],
          earlierApplications: earlier.map((row) => presentApplication(row, seen)),
          history: history.map((entry) => presentActivity(entry, seen)),
          notifications: notifications.map((row) => presentNotification(row, seen)),
        },
      };
    },

    approvePartnerApplication: (request) => decision(request, 'approve', request.body ?? {}),
    rejectPartnerApplication: (request) => decision(request, 'reject', request.body),

    async reviewApplicationDocument(request) {
      const document = await reviewDocument(review, deliveryPartnerReview, currentAdmin(request), {
        id: request.params.applicationId,
        documentId: request.params.documentId,
        ...request.body,
      });
      return {
        status: 'success',
        message: DOCUMENT_REVIEWED,
        data: { document: presentDocument(document) },
      };
    },
  };
}
