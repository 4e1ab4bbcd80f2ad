import { visitorExperience, vitalsReport } from 'contracts/schemas/vitals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { onlyFromBffs } from '../../http/bff-only.ts';
import { createVisitorExperienceRepository } from './visitor-experience-repository.ts';

const DAY_MS = 86_400_000;
/** How long what visitors' browsers reported is kept: enough to compare one release with the last. */
const VISITOR_EXPERIENCE_RETENTION_DAYS = 30;

/** Deletes vitals and errors past their retention (run with the trash purge); answers how many rows went. */
export function purgeVisitorExperience(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - VISITOR_EXPERIENCE_RETENTION_DAYS * DAY_MS);
  return createVisitorExperienceRepository(db).purgeBefore(cutoff);
}

/**
 * `POST /internal/visitor-reports`: the BFF's, which takes the shell's beacons (and bounds, limits and
 * counts them) and hands on those it accepted; no one else's (`onlyFromBffs`).
 */
export const visitorReportRoutes: FastifyPluginAsyncZod<{ bffAddresses: string[] }> = async (app, options) => {
  const repository = createVisitorExperienceRepository(app.db);
  onlyFromBffs(app, options.bffAddresses);
  app.post(
    '/internal/visitor-reports',
    {
      schema: {
        tags: ['internal'],
        summary: "Store a page view's vitals and errors (the BFF's; never forwarded from browsers)",
        body: vitalsReport,
      },
    },
    async (request, reply) => {
      await repository.store(request.body, app.clock());
      return reply.code(204).send();
    },
  );
};

/** The back office's view of the last day (registered inside the admin scope and its check). */
export const visitorExperienceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createVisitorExperienceRepository(app.db);
  app.get(
    '/admin/visitor-experience',
    { schema: { tags: ['admin'], response: { 200: visitorExperience } } },
    async () => {
      const since = new Date(app.clock().getTime() - DAY_MS);
      const [routes, errors] = await Promise.all([repository.vitalsSince(since), repository.errorsSince(since)]);
      return { since: since.toISOString(), routes, errors };
    },
  );
};
