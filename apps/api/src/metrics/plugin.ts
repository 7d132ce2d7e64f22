// App plugin: counts each request by its route template (never the raw address), method and
// status class, and serves /metrics, only to who may read it: behind METRICS_TOKEN on the API's
// port, or on a listener of its own (METRICS_PORT). /metrics' own requests, a refused one
// included, are never counted among the app's. Without either setting there are no metrics.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_AUTHENTICATION_REQUIRED, API_TOKEN_INVALID } from '@kirana/domain/auth';
import type { MetricsConfig } from '../config.js';
import type { Database } from '../db/adapter.js';
import { HttpError } from '../errors.js';
import { createMetrics, type LoginStep, type Metrics } from './metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics; null when they are off (neither METRICS_TOKEN nor METRICS_PORT). */
    metrics: Metrics | null;
    /** The address of the METRICS_PORT listener, once the app listens. */
    metricsAddress(): AddressInfo | null;
  }
}

export const METRICS_PATH = '/metrics';

/** The owners' sign-in step that checks the code they were sent. */
const OWNER_CODE_ROUTE = '/api/auth/branch/login/complete';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** Which sign-in step an error refuses, if it is a refused sign-in. */
function loginStep(request: FastifyRequest, error: unknown): LoginStep | null {
  if (!(error instanceof HttpError)) return null;
  if (error.code === 'INVALID_CREDENTIALS') return 'password';
  if (error.code === 'INVALID_CODE' && error.statusCode === 401) return 'second_step';
  if (request.routeOptions.url === OWNER_CODE_ROUTE && error.field === 'code') return 'owner_code';
  return null;
}

async function metricsPlugin(
  app: FastifyInstance,
  options: { config: MetricsConfig | undefined; db: Database },
) {
  const { config } = options;
  let server: Server | null = null;
  app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
  if (!config) {
    app.decorate('metrics', null);
    return;
  }
  const metrics = createMetrics({ db: options.db, ready: () => !app.databaseOutage.down });
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === METRICS_PATH) return;
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    const cache = reply.getHeader('x-cache');
    if (route && (cache === 'hit' || cache === 'miss')) metrics.cache(route, cache);
  });
  app.addHook('onError', async (request, _reply, error) => {
    const step = loginStep(request, error);
    if (step) metrics.loginFailed(step);
  });

  if (config.port === undefined) {
    const token = config.token ?? '';
    app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
      const header = request.headers.authorization;
      if (!bearerMatches(header, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, header ? API_TOKEN_INVALID : API_AUTHENTICATION_REQUIRED);
      }
      const body = await metrics.scrape();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(body);
    });
    return;
  }

  // A listener of its own: reached only where the operator lets it be (a private network).
  const { port, host, token } = config;
  app.addHook('onListen', async () => {
    server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'GET' || path !== METRICS_PATH) {
        response.writeHead(404).end();
        return;
      }
      if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
        response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
        return;
      }
      metrics.scrape().then(
        (body) => response.writeHead(200, { 'content-type': metrics.contentType }).end(body),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics scrape failed');
          response.writeHead(500).end();
        },
      );
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, host, () => resolve());
    });
    app.log.info({ metrics: listening.address() }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    const listening = server;
    if (listening) await new Promise((resolve) => listening.close(resolve));
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
