// The routes: one per contract operation, each bound to the handler of its operationId, plus
// the API reference at /docs from the same contract, where the root sends a newcomer who opens
// the address the start command prints. Those two are pages for people, not operations of the
// API, so the contract does not list them.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { authenticator, ownerAuthenticator } from '../auth/guard.js';
import { cacheHooks } from '../cache/cached-routes.js';
import { ResponseCache } from '../cache/response-cache.js';
import { bindContract } from '../contract/bind.js';
import { loadContract } from '../contract/contract.js';
import type { Handlers } from '../contract/types.js';
import { accountHandlers } from './account.js';
import { activityHandlers } from './activity.js';
import { affiliateHandlers } from './affiliate.js';
import { authHandlers } from './auth.js';
import { storeHandlers } from './stores.js';
import { dataRightsHandlers } from './data-rights.js';
import { documentHandlers } from './documents.js';
import { healthHandlers } from './health.js';
import { inboxHandlers } from './inbox.js';
import { conversationHandlers } from './conversations.js';
import { catalogueHandlers } from './inventory/catalogue.js';
import { catalogueCsvHandlers } from './inventory/catalogue-csv.js';
import { categoryHandlers } from './inventory/categories.js';
import { productHandlers } from './inventory/products.js';
import { mediaHandlers } from './media.js';
import { notificationHandlers } from './notifications.js';
import { onboardingHandlers } from './onboarding.js';
import { partnerHandlers } from './delivery-partners.js';
import { ownerHandlers } from './owners.js';
import { storeHoursHandlers } from './store-hours.js';
import { publicHandlers } from './public.js';
import { statsHandlers } from './stats.js';
import { twoStepHandlers } from './two-step.js';
import { teamHandlers } from './team.js';
import { smsTokenCheck, smsWebhookHandlers } from './sms-webhook.js';
import { signedBody, whatsAppWebhookHandlers } from './whatsapp-webhook.js';

async function routes(app: FastifyInstance) {
  const { deps } = app;
  const contract = loadContract();
  await app.register(swagger, {
    mode: 'static',
    specification: { document: structuredClone(contract) as never },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Served over plain http locally: do not ask the browser to upgrade the page's requests.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
  app.get('/', (_request, reply) => reply.redirect('/docs', 302));

  const handlers: Handlers = {
    ...healthHandlers(deps),
    ...authHandlers(deps),
    ...twoStepHandlers(deps),
    ...accountHandlers(deps),
    ...statsHandlers(deps),
    ...storeHandlers(deps),
    ...documentHandlers(deps),
    ...affiliateHandlers(deps),
    ...mediaHandlers(deps),
    ...categoryHandlers(deps),
    ...productHandlers(deps),
    ...catalogueHandlers(deps),
    ...catalogueCsvHandlers(deps),
    ...publicHandlers(deps),
    ...inboxHandlers(deps),
    ...conversationHandlers(deps),
    ...activityHandlers(deps),
    ...onboardingHandlers(deps),
    ...notificationHandlers(deps),
    ...ownerHandlers(deps),
    ...storeHoursHandlers(deps),
    ...dataRightsHandlers(deps),
    ...partnerHandlers(deps),
    ...teamHandlers(deps),
    ...whatsAppWebhookHandlers(deps),
    ...smsWebhookHandlers(deps),
  };
  const cache = new ResponseCache(deps.db.changes, deps.config.responseCacheMb * 1024 * 1024);
  const guards = {
    admin: authenticator(deps.config.authSecret, deps.repos),
    owner: ownerAuthenticator(deps.config.authSecret, deps.repos),
  };
  const whatsAppSignature = signedBody(deps.config.notify.whatsapp);
  const smsToken = smsTokenCheck(deps.config.notify.sms);
  bindContract(app, contract, handlers, guards, (id) =>
    id === 'receiveWhatsAppWebhook'
      ? { preParsing: whatsAppSignature }
      : id === 'receiveSmsWebhook' || id === 'receiveInboundSms'
        ? { preParsing: smsToken }
        : cacheHooks(cache, id),
  );
}

export default fp(routes, { name: 'routes', dependencies: ['deps'] });
