import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { releaseOfUrl } from 'contracts/remotes';
import { remoteLoadFailure } from 'contracts/schemas/release-report';
import type { Registry, RemoteName } from 'delivery/release-format';
import { autoRollBack, type RollbackPolicy, recordOutcome } from 'delivery/rollout';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { clientErrorBody } from './bff-errors.ts';
import type { Visitor } from './remote-releases.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor as percentage rollouts know them (remote-releases.ts `releaseFor`). */
    visitor: Visitor;
  }
}

/** The visitor's id for percentage rollouts: random, kept a year, set only while a rollout runs. */
const VISITOR_COOKIE = 'qd_visitor';
const VISITOR_ID = /^[0-9a-f-]{36}$/;
const YEAR_S = 365 * 24 * 60 * 60;

type RolloutsOptions = {
  releasesRoot: string;
  /** The registry as it is now (registryWatcher). */
  registry: () => Registry;
  policy: RollbackPolicy;
  secure: boolean;
  /** How often rollouts' health is checked for an automatic rollback. */
  checkEveryMs?: number;
  redis?: Redis;
  /** Told of each valid report of a failed load, rollout or not (bff_remote_load_failures_total). */
  onLoadFailure?: (remote: RemoteName, version: string) => void;
};

/**
 * Percentage rollouts (delivery/rollout). Each request carries its visitor (`request.visitor`), whose id (a
 * cookie, issued the first time a rollout asks for it) puts them in a bucket that stays theirs.
 * While a rollout runs the BFF counts, per release, the visitors who loaded its manifest and those
 * whose shell reported it failed (POST /releases/failures), and ends the rollout on its own when its
 * release fails too often (delivery/rollout `autoRollBack`).
 *
 * A report counts only from a visitor who asked for that release's manifest (delivery/rollout
 * `releaseHealth`), and reports are rate limited per address. Someone who forges reports (asking for
 * the manifest under many made-up ids first) can at worst end a rollout early: the visitors then get
 * the live release, the safe side.
 */
export default fp(
  async (app: FastifyInstance, options: RolloutsOptions) => {
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax' as const,
      path: '/',
      secure: options.secure,
      maxAge: YEAR_S,
    };
    const issued = new WeakMap<FastifyRequest, string>();

    const visitorOf = (request: FastifyRequest): string | undefined => {
      const id = request.cookies[VISITOR_COOKIE];
      return id && VISITOR_ID.test(id) ? id : issued.get(request);
    };

    /** The visitor's id, issued (and set as a cookie on the answer) the first time a rollout asks. */
    const idOf = (request: FastifyRequest): string => {
      const known = visitorOf(request);
      if (known) return known;
      const id = randomUUID();
      issued.set(request, id);
      return id;
    };
    // Made when read (a page, /remotes.json), not for every request the BFF serves.
    app.decorateRequest('visitor', {
      getter(this: FastifyRequest): Visitor {
        return { id: () => idOf(this) };
      },
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const visitor = issued.get(request);
      if (visitor) reply.setCookie(VISITOR_COOKIE, visitor, cookieOptions);
      done(null, payload);
    });

    /** Whether `version` is the release a running rollout of `remote` offers (only it is measured). */
    const inRollout = (remote: RemoteName, version: string) =>
      options.registry().remotes[remote]?.rollout?.version === version;

    // A visitor asking for a rollout release's manifest, found or not, is one who tried to load it
    // (the browser keeps a manifest it got: once per visitor).
    const recordLoad = (request: FastifyRequest) => {
      if (request.method !== 'GET' || !request.url.split('?')[0]?.endsWith('/mf-manifest.json')) return;
      const release = releaseOfUrl(request.url);
      const visitor = visitorOf(request);
      if (!release || !visitor || !inRollout(release.remote, release.version)) return;
      recordOutcome(options.releasesRoot, { ...release, outcome: 'load', visitorId: visitor, at: new Date() });
    };
    app.addHook('onResponse', (request, _reply, done) => {
      try {
        recordLoad(request);
        done();
      } catch (error) {
        done(error as Error);
      }
    });

    await app.register(async (scope) => {
      await scope.register(rateLimit, {
        global: false,
        ...(options.redis ? { redis: options.redis, nameSpace: 'qd:rate:failures:' } : {}),
      });
      scope.post(
        '/releases/failures',
        { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
        async (request, reply) => {
          const report = remoteLoadFailure.safeParse(request.body);
          if (!report.success) return reply.code(400).send(clientErrorBody(400, request.lang));
          options.onLoadFailure?.(report.data.remote, report.data.version);
          const visitor = visitorOf(request);
          if (visitor && inRollout(report.data.remote, report.data.version)) {
            recordOutcome(options.releasesRoot, {
              ...report.data,
              outcome: 'failure',
              visitorId: visitor,
              at: new Date(),
            });
          }
          return reply.code(204).send();
        },
      );
    });

    const check = () => {
      for (const [remote, entry] of Object.entries(options.registry().remotes)) {
        if (!entry?.rollout) continue;
        try {
          const reason = autoRollBack(options.releasesRoot, remote as RemoteName, options.policy);
          if (reason) app.log.warn({ remote, version: entry.rollout.version, reason }, 'rollout rolled back');
        } catch (error) {
          app.log.error({ err: error, remote }, 'rollout check failed');
        }
      }
    };
    const timer = setInterval(check, options.checkEveryMs ?? 5000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rollouts', dependencies: ['cookies', 'session', 'lang'] },
);
