import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A clock that can be moved forward, never back: the e2e journeys use it to see a scheduled post
 * appear at its time. Built only when API_CLOCK_CONTROL=true, which production refuses (config.ts).
 */
export function adjustableClock(base: () => Date) {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}
export type AdjustableClock = ReturnType<typeof adjustableClock>;

const clockAdvance = z.object({
  advanceMs: z
    .number({ error: 'validation.invalid' })
    .int()
    .min(0)
    .max(366 * 86_400_000),
});

/** `POST /test/clock`: moves the api's clock forward by `advanceMs` and answers the new time. */
export function clockControlRoutes(clock: AdjustableClock): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/test/clock',
      {
        schema: {
          tags: ['test'],
          summary: 'Move the api clock forward (only with API_CLOCK_CONTROL=true, never in production)',
          body: clockAdvance,
          response: { 200: z.object({ now: z.string() }) },
        },
      },
      async (request) => {
        clock.advance(request.body.advanceMs);
        return { now: clock.now().toISOString() };
      },
    );
  };
}
