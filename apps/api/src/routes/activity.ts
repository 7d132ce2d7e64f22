// The operator's view of the day: the activity log with its filters, the dashboard's queues in
// one request (the team, who the log's names are, is routes/team.ts).
import { STORE_RESPONSE_DAYS } from '@kirana/domain/stores';
import { CODE_UNDELIVERED_AFTER_MINUTES } from '@kirana/domain/notifications';
import { DATE_RANGE_INVALID } from '@kirana/domain/activity';
import { invalidFieldMessage } from '@kirana/domain/common';
import { DOCUMENT_VIEW_ACTION } from '@kirana/domain/activity';
import { PERMISSION_MISSING, roleHas } from '@kirana/domain/team';
import { withParams } from '@kirana/domain/catalogue';
import { currentAdmin } from '../auth/guard.js';
import type { Handlers } from '../contract/types.js';
import { badRequest, forbidden } from '../errors.js';
import type { ActivityRow } from '../repositories/audit.js';
import type { Deps } from './deps.js';
import { linkedOnly } from '../services/conversations.js';
import { presentActivity, seenBy } from './present.js';

type ActivityHandlers = Pick<Handlers, 'listActivity' | 'listDocumentViews' | 'getDashboardQueues'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT = 10;

/** A page of the log as the admin who reads it sees its entries. */
function activityPage(
  page: { entries: ActivityRow[]; nextCursor: string | null },
  seen: ReturnType<typeof seenBy>,
) {
  return {
    status: 'success' as const,
    data: {
      entries: page.entries.map((entry) => presentActivity(entry, seen)),
      nextCursor: page.nextCursor,
    },
  };
}

export function activityHandlers({ repos }: Deps): ActivityHandlers {
  return {
    async listActivity(request) {
      const { adminId, action, entity, entityId, from, to, cursor, limit = 20 } = request.query;
      const since = from ? new Date(from) : undefined;
      const until = to ? new Date(to) : undefined;
      if (since && until && until <= since)
        throw badRequest(invalidFieldMessage('to', DATE_RANGE_INVALID));
      // Who opened which document: only a role with documents.views (the Owner) reads it.
      const { role } = currentAdmin(request);
      const documentViews = roleHas(role, 'documents.views');
      if (action === DOCUMENT_VIEW_ACTION && !documentViews) {
        throw forbidden(withParams(PERMISSION_MISSING, { role, permission: 'documents.views' }));
      }
      const page = await repos.audit.activity({
        documentViews,
        adminId,
        action,
        entity,
        entityId,
        from: since,
        to: until,
        cursor,
        limit,
      });
      return activityPage(page, seenBy(currentAdmin(request)));
    },

    /** The document views of the log (the Owner's: x-permission documents.views). */
    async listDocumentViews(request) {
      const { adminId, entity, entityId, cursor, limit = 20 } = request.query;
      const page = await repos.audit.activity({
        action: DOCUMENT_VIEW_ACTION,
        documentViews: true,
        adminId,
        entity,
        entityId,
        cursor,
        limit,
      });
      return activityPage(page, seenBy(currentAdmin(request)));
    },

    async getDashboardQueues(request) {
      const overdueBefore = new Date(Date.now() - STORE_RESPONSE_DAYS * DAY_MS);
      // The recent activity is the activity log's: only for a role that may read it.
      const admin = currentAdmin(request);
      const seesActivity = roleHas(admin.role, 'activity.view');
      const seesRequests = roleHas(admin.role, 'requests.view');
      const seesInbox = roleHas(admin.role, 'inbox.manage');
      const [stores, applications, newMessages, messages, recent, dataRequests, conversations] =
        await Promise.all([
          repos.stores.pendingCounts(overdueBefore),
          repos.applications.pendingCounts(overdueBefore),
          repos.contact.countNew(),
          repos.notifications.deliveryProblems(CODE_UNDELIVERED_AFTER_MINUTES),
          seesActivity ? repos.audit.activity({ limit: RECENT }) : { entries: [] },
          seesRequests ? repos.rights.counts(new Date()) : { open: 0, overdue: 0 },
          seesInbox
            ? repos.conversations.queueCounts(new Date(), linkedOnly(admin))
            : { open: 0, overdue: 0, dueToday: 0 },
        ]);
      return {
        status: 'success',
        data: {
          stores,
          partnerApplications: applications,
          contactMessages: { new: newMessages },
          conversations,
          messages,
          dataRequests,
          recentActivity: recent.entries.map((entry) => presentActivity(entry, seenBy(admin))),
        },
      };
    },
  };
}
