import rateLimit from '@fastify/rate-limit';
import { vitalsReport } from 'contracts/schemas/vitals';
import { VITALS_PATH, VITALS_REPORT_MAX_BYTES } from 'contracts/visitor-reports';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { ApiClient } from '../plugins/app/api-client.ts';
import { clientErrorBody } from '../plugins/app/bff-errors.ts';
import { routeLimiterOptions } from '../plugins/app/rate-limits.ts';
import type { VisitorMetrics } from '../plugins/app/visitor-metrics.ts';

const API_PATH = '/api/v1/internal/visitor-reports';

type VisitorReportsOptions = {
  api: ApiClient;
  metrics: VisitorMetrics;
  /** Reports one client address may send a minute (VITALS_RATE_LIMIT_PER_IP). */
  perIpPerMinute: number;
  redis?: Redis;
};

/**
 * `POST /api/v1/vitals`: one page view's vitals and errors from the shell's `navigator.sendBeacon`,
 * which sends a string as text/plain (no header of ours can go with it). Bounded to
 * VITALS_REPORT_MAX_BYTES, limited per client address, validated; an accepted report is counted in
 * the metrics and handed to the api, which stores it. A refused one goes nowhere.
 */
export default fp(
  async (app: FastifyInstance, options: VisitorReportsOptions) => {
    await app.register(async (scope) => {
      await scope.register(rateLimit, routeLimiterOptions(options.redis, 'qd:rate:vitals:'));
      // The beacon's text is the report's JSON; the JSON parser (json-body.ts) takes an application/json one.
      scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(Object.assign(new Error('report is not JSON'), { statusCode: 400 }), undefined);
        }
      });
      scope.post(
        VITALS_PATH,
        {
          bodyLimit: VITALS_REPORT_MAX_BYTES,
          config: { rateLimit: { max: options.perIpPerMinute, timeWindow: 60_000 } },
        },
        async (request, reply) => {
          const report = vitalsReport.safeParse(request.body);
          if (!report.success) return reply.code(400).send(clientErrorBody(400, request.lang));
          options.metrics.record(report.data);
          const stored = await options.api.call('POST', API_PATH, {
            lang: request.lang,
            body: report.data,
            clientIp: request.ip,
          });
          if (stored.status >= 300) request.log.warn({ status: stored.status }, 'visitor report not stored');
          return reply.code(204).send();
        },
      );
    });
  },
  { name: 'visitor-reports', dependencies: ['lang', 'bff-errors'] },
);
