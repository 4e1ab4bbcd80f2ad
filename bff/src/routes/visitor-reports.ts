import rateLimit from '@fastify/rate-limit';
import { adEventsBody } from 'contracts/schemas/ad';
import { vitalsReport } from 'contracts/schemas/vitals';
import { AD_EVENTS_MAX_BYTES, AD_EVENTS_PATH, VITALS_PATH, VITALS_REPORT_MAX_BYTES } from 'contracts/visitor-reports';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
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

type Beacon<Body> = {
  path: string;
  maxBytes: number;
  perIpPerMinute: number;
  /** Its Redis counters' prefix: each beacon is limited on its own. */
  nameSpace: string;
  schema: z.ZodType<Body>;
  /** The api's internal route the accepted body is handed to, and what the log says when it is refused. */
  apiPath: string;
  notHandedOn: string;
  /** What the BFF does itself with an accepted body, before handing it on. */
  accepted?: (body: Body) => void;
};

/**
 * A route for `navigator.sendBeacon`, which sends a string as text/plain (no header of ours can go
 * with it): bounded to `maxBytes`, limited per client address; the text is the body's JSON,
 * validated by `schema` (a refused one is a 400 in the request's language and goes nowhere), and an
 * accepted one is handed to the api. The beacon is answered 204 whatever the api says: the page has
 * gone or does not wait, and the log keeps what the api refused.
 */
async function beaconRoute<Body>(app: FastifyInstance, options: VisitorReportsOptions, beacon: Beacon<Body>) {
  await app.register(async (scope) => {
    await scope.register(rateLimit, routeLimiterOptions(options.redis, beacon.nameSpace));
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
      async (request, reply) => {
        const parsed = beacon.schema.safeParse(request.body);
        if (!parsed.success) return reply.code(400).send(clientErrorBody(400, request.lang));
        beacon.accepted?.(parsed.data);
        const handedOn = await options.api.call('POST', beacon.apiPath, {
          lang: request.lang,
          body: parsed.data,
          clientIp: request.ip,
        });
        if (handedOn.status >= 300) request.log.warn({ status: handedOn.status }, beacon.notHandedOn);
        return reply.code(204).send();
      },
    );
  });
}

/**
 * The shell's and the pages' beacons. `POST /api/v1/vitals`: one page view's vitals and errors;
 * an accepted report is counted in the metrics and handed to the api, which stores it.
 * `POST /api/v1/ads/events`: ads a page showed on screen or saw followed, handed to the api, which
 * counts them per ad and day. Nothing of who sent either travels on but the address the api's logs
 * already know.
 */
export default fp(
  async (app: FastifyInstance, options: VisitorReportsOptions) => {
    await beaconRoute(app, options, {
      path: VITALS_PATH,
      maxBytes: VITALS_REPORT_MAX_BYTES,
      perIpPerMinute: options.perIpPerMinute,
      nameSpace: 'qd:rate:vitals:',
      schema: vitalsReport,
      apiPath: REPORTS_API_PATH,
      notHandedOn: 'visitor report not stored',
      accepted: (report) => options.metrics.record(report),
    });
    await beaconRoute(app, options, {
      path: AD_EVENTS_PATH,
      maxBytes: AD_EVENTS_MAX_BYTES,
      perIpPerMinute: options.adEventsPerIpPerMinute,
      nameSpace: 'qd:rate:ad-events:',
      schema: adEventsBody,
      apiPath: AD_EVENTS_API_PATH,
      notHandedOn: 'ad events not counted',
    });
  },
  { name: 'visitor-reports', dependencies: ['lang', 'bff-errors'] },
);
