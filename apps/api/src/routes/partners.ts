// Delivery partners: the public application form, and the review queue, one application with
// its documents, earlier applications and history, the decisions and the documents' checklist.
import { DOCUMENT_REVIEWED, STORE_RESPONSE_DAYS } from '@kirana/domain/branches';
import {
  APPLICATION_APPROVED,
  APPLICATION_NOT_FOUND,
  APPLICATION_RECEIVED,
  APPLICATION_REJECTED,
  PARTNER_DOCUMENT_FIELDS,
  PARTNER_DOCUMENT_KINDS,
} from '@kirana/domain/partners';
import { partnerApplicationSchema } from '@kirana/domain/partner-rules';
import { currentAdmin } from '../auth/guard.js';
import { PARTNER_APPLICATION_LIMIT } from '../auth/rate-limit.js';
import type { Handlers } from '../contract/types.js';
import { notFound } from '../errors.js';
import { enforceLimit, type Deps } from './deps.js';
import { DOCUMENT_LIMIT, readForm } from './multipart.js';
import {
  documentPresenter,
  presentActivity,
  presentApplication,
  presentNotification,
} from './present.js';
import { parseWith } from './validate.js';

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
const HISTORY_LIMIT = 100;
const ENTITY = 'delivery-partner-application';
const FILE_FIELDS = PARTNER_DOCUMENT_KINDS.map((kind) => PARTNER_DOCUMENT_FIELDS[kind]);

export function partnerHandlers(deps: Deps): PartnerHandlers {
  const { repos, services, config } = deps;
  const presentDocument = documentPresenter(config);
  const review = services.partnerReview;

  return {
    async applyAsDeliveryPartner(request, reply) {
      await enforceLimit(deps, reply, `apply:ip:${request.ip}`, PARTNER_APPLICATION_LIMIT);
      const form = await readForm(request, FILE_FIELDS, DOCUMENT_LIMIT);
      const { fields } = form;
      const application = await review.apply(
        parseWith(partnerApplicationSchema, {
          name: fields.name,
          phone: fields.phone,
          email: fields.email,
          pincode: fields.pincode,
          vehicle: fields.vehicle,
        }),
        form.files,
        request.log,
      );
      const presented = presentApplication(application);
      reply.code(201);
      return {
        status: 'success',
        message: APPLICATION_RECEIVED,
        data: {
          application: {
            _id: presented._id,
            submittedAt: presented.submittedAt,
            dueAt: presented.dueAt,
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
      const all = Object.values(page.counts).reduce((sum, n) => sum + n, 0);
      return {
        status: 'success',
        data: {
          applications: page.applications.map(presentApplication),
          nextCursor: page.nextCursor,
          total: page.total,
          counts: { all, ...page.counts },
          overdue: page.overdue,
        },
      };
    },

    async getPartnerApplication(request) {
      const application = await repos.applications.findById(request.params.applicationId);
      if (!application) throw notFound(APPLICATION_NOT_FOUND);
      const [documents, earlier, history, notifications] = await Promise.all([
        repos.applicationDocuments.listOf(application.id),
        repos.applications.othersOf(application),
        repos.audit.activity({ entity: ENTITY, entityId: application.id, limit: HISTORY_LIMIT }),
        repos.notifications.listFor(ENTITY, application.id),
      ]);
      return {
        status: 'success',
        data: {
          application: presentApplication(application),
          documents: documents.map(presentDocument),
          earlierApplications: earlier.map(presentApplication),
          history: history.entries.map(presentActivity),
          notifications: notifications.map(presentNotification),
        },
      };
    },

    async approvePartnerApplication(request) {
      const application = await review.decide(
        currentAdmin(request),
        request.params.applicationId,
        'approve',
        request.body ?? {},
      );
      return {
        status: 'success',
        message: APPLICATION_APPROVED,
        data: { application: presentApplication(application) },
      };
    },

    async rejectPartnerApplication(request) {
      const application = await review.decide(
        currentAdmin(request),
        request.params.applicationId,
        'reject',
        request.body,
      );
      return {
        status: 'success',
        message: APPLICATION_REJECTED,
        data: { application: presentApplication(application) },
      };
    },

    async reviewApplicationDocument(request) {
      const document = await review.reviewDocument(currentAdmin(request), {
        ...request.params,
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
