// The owner's rights (issue 40): their "My data" download, their erasure requests and grievances,
// withdrawing consent (the owner's token, their own only), and the team's Requests queue (each
// operation's x-permission). Thin handlers over services/data-rights.ts.
import {
  CONSENT_WITHDRAWN,
  DATA_EXPORT_PREPARED,
  DATA_REQUEST_ANSWERED,
  DATA_REQUEST_RECEIVED,
} from '@kirana/domain/rights';
import { currentAdmin, currentOwner } from '../auth/guard.js';
import type { Handlers, Schemas } from '../contract/types.js';
import type { DataRequestRow } from '../repositories/data-rights.js';
import {
  answerDataRequest,
  askDataRequest,
  dataExportFile,
  exportView,
  findDataRequest,
  ownerRequestView,
  prepareDataExport,
  withdrawConsent,
} from '../services/data-rights.js';
import type { Deps } from './deps.js';
import { seenBy, type Seen } from './present.js';
import { maskedPhone } from '@kirana/domain/team';

type RightsHandlers = Pick<
  Handlers,
  | 'getOwnerDataExport'
  | 'prepareOwnerDataExport'
  | 'getOwnerDataExportFile'
  | 'listOwnerDataRequests'
  | 'createOwnerDataRequest'
  | 'withdrawOwnerConsent'
  | 'listDataRequests'
  | 'getDataRequest'
  | 'answerDataRequest'
>;

/** A request as the queue shows it; the owner's phone as the role sees phones. */
function presentDataRequest(row: DataRequestRow, seen: Seen, now: Date): Schemas['DataRequest'] {
  const asOwner = ownerRequestView(row);
  return {
    ...asOwner,
    overdue: row.status === 'open' && new Date(row.dueAt) < now,
    owner: {
      _id: row.ownerId,
      phone: seen.phone === 'full' ? row.owner.phone : maskedPhone(row.owner.phone),
      language: row.owner.language,
    },
    store: row.store ? { _id: row.store.id, name: row.store.name, status: row.store.status } : null,
    answer: asOwner.answer && {
      ...asOwner.answer,
      answeredBy: row.answeredBy ? { _id: row.answeredBy.id, name: row.answeredBy.name } : null,
    },
  };
}

export function dataRightsHandlers(deps: Deps): RightsHandlers {
  const rights = deps.services.rights;
  const { repos } = deps;

  return {
    async getOwnerDataExport(request) {
      const owner = currentOwner(request);
      const row = await repos.rights.findExport(owner.id);
      return { status: 'success', data: { export: row ? exportView(row, new Date()) : null } };
    },

    async prepareOwnerDataExport(request, reply) {
      const owner = currentOwner(request);
      const now = new Date();
      const row = await prepareDataExport(rights, owner, now);
      reply.code(201);
      return {
        status: 'success',
        message: DATA_EXPORT_PREPARED,
        data: { export: exportView(row, now) },
      };
    },

    async getOwnerDataExportFile(request, reply) {
      const owner = currentOwner(request);
      const file = await dataExportFile(rights, owner, new Date());
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Length', file.body.length)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },

    async listOwnerDataRequests(request) {
      const owner = currentOwner(request);
      const rows = await repos.rights.ownerRequests(owner.id);
      return { status: 'success', data: { requests: rows.map(ownerRequestView) } };
    },

    async createOwnerDataRequest(request, reply) {
      const owner = currentOwner(request);
      const row = await askDataRequest(rights, owner, request.body, new Date());
      reply.code(201);
      return {
        status: 'success',
        message: DATA_REQUEST_RECEIVED,
        data: { request: ownerRequestView(row) },
      };
    },

    async withdrawOwnerConsent(request) {
      const owner = currentOwner(request);
      const now = new Date();
      const outcome = await withdrawConsent(rights, owner, now);
      return {
        status: 'success',
        message: CONSENT_WITHDRAWN,
        data: {
          withdrawnAt: now.toISOString(),
          delisted: outcome.delisted,
          documentsErased: outcome.documentsErased,
        },
      };
    },

    async listDataRequests(request) {
      const { status, kind, limit = 20 } = request.query;
      const now = new Date();
      const [rows, counts] = await Promise.all([
        repos.rights.queue({ status, kind }, limit),
        repos.rights.counts(now),
      ]);
      const seen = seenBy(currentAdmin(request));
      return {
        status: 'success',
        data: { requests: rows.map((row) => presentDataRequest(row, seen, now)), counts },
      };
    },

    async getDataRequest(request) {
      const row = await findDataRequest(rights, request.params.requestId);
      return {
        status: 'success',
        data: { request: presentDataRequest(row, seenBy(currentAdmin(request)), new Date()) },
      };
    },

    async answerDataRequest(request) {
      const admin = currentAdmin(request);
      const now = new Date();
      const row = await answerDataRequest(
        rights,
        admin,
        request.params.requestId,
        request.body,
        now,
      );
      return {
        status: 'success',
        message: DATA_REQUEST_ANSWERED,
        data: { request: presentDataRequest(row, seenBy(admin), now) },
      };
    },
  };
}
