import rateLimit from '@fastify/rate-limit';
import { adEventsBody } from 'contracts/schemas/ad';
import { vitalsReport } from 'contracts/schemas/vitals';
import { AD_EVENTS_MAX_BYTES, AD_EVENTS_PATH, VITALS_PATH, VITALS_REPORT_MAX_BYTES } from 'contracts/visitor-reports';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { ApiClient } from '../plugins/app/api-client.ts';
import { clientErrorBody } from '../plugins/app/bff-errors.ts';
import { routeLimiterOptions } from '../plugins/app/rate-limits.ts';
import type { VisitorMetrics } from '../plugins/app/visitor-metrics.ts';

/** Ad events beacons one address may send a minute: a page sends one per ad seen and one per ad followed. */
export const DEFAULT_AD_EVENTS_PER_IP_PER_MINUTE = 120;

const REPORTS_API_PATH = '/api/v1/internal/visitor-reports';
const AD_EVENTS_API_PATH = '/api/v1/internal/ad-events';

type VisitorReportsOptions = {
  api: ApiClient;
  metrics: VisitorMetrics;
  /** Reports one client address may send a minute (VITALS_RATE_LIMIT_PER_IP). */
  perIpPerMinute: number;
  /** Ad events beacons one client address may send a minute (AD_EVENTS_RATE_LIMIT_PER_IP). */
  adEventsPerIpPerMinute: number;
  redis?: Redis;
};

type Beacon = {
  path: string;
  maxBytes: number;
  perIpPerMinute: number;
  /** Its Redis counters' prefix: each beacon is limited on its own. */
  nameSpace: string;
  handle: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
};

/**
 * A route for `navigator.sendBeacon`, which sends a string as text/plain (no header of ours can go
 * with it): bounded to `maxBytes`, limited per client address; the text is the body's JSON.
 */
async function beaconRoute(app: FastifyInstance, redis: Redis | undefined, beacon: Beacon) {
  await app.register(async (scope) => {
    await scope.register(rateLimit, routeLimiterOptions(redis, beacon.nameSpace));
    // The JSON parser (json-body.ts) takes an application/json one.
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error('report is not JSON'), { statusCode: 400 }), undefined);
      }
    });
    scope.post(
      beacon.path,
      { bodyLimit: beacon.maxBytes, config: { rateLimit: { max: beacon.perIpPerMinute, timeWindow: 60_000 } } },
      beacon.handle,
    );
  });
}

/**
 * The shell's and the pages' beacons. `POST /api/v1/vitals`: one page view's vitals and errors;
 * an accepted report is counted in the metrics and handed to the api, which stores it.
 * `POST /api/v1/ads/events`: ads a page showed on screen or saw followed, handed to the api, which
 * counts them per ad and day. Each is validated; a refused one goes nowhere, and nothing of who
 * sent it travels on but the address the api's logs already know.
 */
export default fp(
  async (app: FastifyInstance, options: VisitorReportsOptions) => {
    await beaconRoute(app, options.redis, {
      path: VITALS_PATH,
      maxBytes: VITALS_REPORT_MAX_BYTES,
      perIpPerMinute: options.perIpPerMinute,
      nameSpace: 'qd:rate:vitals:',
      handle: async (request, reply) => {
        const report = vitalsReport.safeParse(request.body);
        if (!report.success) return reply.code(400).send(clientErrorBody(400, request.lang));
        options.metrics.record(report.data);
        const stored = await options.api.call('POST', REPORTS_API_PATH, {
          lang: request.lang,
          body: report.data,
          clientIp: request.ip,
        });
        if (stored.status >= 300) request.log.warn({ status: stored.status }, 'visitor report not stored');
        return reply.code(204).send();
      },
    });
    await beaconRoute(app, options.redis, {
      path: AD_EVENTS_PATH,
      maxBytes: AD_EVENTS_MAX_BYTES,
      perIpPerMinute: options.adEventsPerIpPerMinute,
      nameSpace: 'qd:rate:ad-events:',
      handle: async (request, reply) => {
        const events = adEventsBody.safeParse(request.body);
        if (!events.success) return reply.code(400).send(clientErrorBody(400, request.lang));
        const counted = await options.api.call('POST', AD_EVENTS_API_PATH, {
          lang: request.lang,
          body: events.data,
          clientIp: request.ip,
        });
        if (counted.status >= 300) request.log.warn({ status: counted.status }, 'ad events not counted');
        return reply.code(204).send();
      },
    });
  },
  { name: 'visitor-reports', dependencies: ['lang', 'bff-errors'] },
);
