/**
 * Whether an api answers at API_URL, as the BFF last found out. While none does, every call the
 * BFF would make to it is answered at once (503 UPSTREAM_UNAVAILABLE, `Retry-After`) instead of
 * each visitor's request waiting for a refused connection or the upstream timeout, and the api is
 * asked every few hundred milliseconds: the first answer brings service back.
 *
 * Busy is not down. A failed call (refused, reset, timed out), a gateway's 502–504, or a call still
 * unanswered after SLOW_CALL_MS only raises a suspicion: the api's `/healthz` is asked, twice at
 * once, each given PROBE_TIMEOUT_MS, and the api is down only when neither is answered. The api
 * answers `/healthz` from a thread no query runs on, so a loaded api answers it well within that. Behind HAProxy an instance
 * dying costs a reset or a 502 on the requests it had, but the check goes to an instance still
 * standing: the api stays up. Any answer an api writes (JSON) counts, a 503 too: an instance
 * draining or under pressure answers for itself, quickly, and behind HAProxy the next request goes
 * to another. Only no answer, or a gateway's own error page (HAProxy with no instance left in
 * rotation), is no api. The moment the api is found down, the calls still waiting for it are cut
 * and answered 503 too: an api that hangs (a frozen host) keeps nobody waiting for the upstream
 * timeout once the BFF knows.
 */
import http from 'node:http';
import https from 'node:https';
import { PROBE_TIMEOUT_MS, SLOW_CALL_MS } from 'server-kit/unavailable';

/** Statuses that may say no api answered: HAProxy without an instance left, a gateway timeout. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

/**
 * A gateway's own error page (HAProxy's HTML 502–504 with no instance left) rather than an api's
 * answer: what it says is not for visitors, who get the BFF's 503 instead.
 */
export const isGatewayPage = (status: number, contentType: string | null | undefined) =>
  GATEWAY_FAILURES.has(status) && !String(contentType ?? '').includes('json');

/** A call to the api that no api answered: known to be down, or a gateway's error page instead. */
export class ApiUnavailableError extends Error {
  constructor() {
    super('api unavailable');
    this.name = 'ApiUnavailableError';
  }
}

export type ApiAvailability = {
  /** False from a check nothing answered until the next one answered. */
  readonly up: boolean;
  /**
   * The connections the proxies keep to the api (`@fastify/reply-from`'s `http.agents`): the
   * requests in flight on them are cut when the api is found down.
   */
  readonly agents: { 'http:': http.Agent; 'https:': https.Agent };
  /**
   * `call` to the api, refused at once while it is down; its failure (no answer, a 502–504) or its
   * slowness is looked into. `call` gets a signal that aborts when the api is found down meanwhile,
   * and the call then fails with ApiUnavailableError.
   */
  watch<T extends { status: number }>(call: (down: AbortSignal) => Promise<T>): Promise<T>;
  /** A call the proxy makes begins: unanswered after SLOW_CALL_MS, the api is checked. Returns its end. */
  begin(): () => void;
  /** A call got no answer (refused, reset, timed out), or a 502–504: the api is checked. */
  suspect(): void;
  /** Looks into an answer's status: a 502–504 is suspect. */
  answered(status: number): void;
  /** Checks the api now (one check at a time): whether an api answered. */
  check(): Promise<boolean>;
  /** Stops probing and closes the proxies' connections (the BFF closes). */
  close(): void;
};

/** `call` watched by `availability` when there is one (tests build parts of the BFF without). */
export const watched = <T extends { status: number }>(
  availability: ApiAvailability | undefined,
  call: (down?: AbortSignal) => Promise<T>,
) => (availability ? availability.watch(call) : call());

/** How often a down api is asked again: back in service well within 2 s of its return. */
const PROBE_EVERY_MS = 300;

/**
 * Kept-alive connections to the api, each let go after 4 s idle: before HAProxy closes an idle one
 * (`timeout http-keep-alive`, cluster/haproxy.cfg), so a request is never sent on a connection the
 * other side is closing (a reset, answered 503). The rest is `@fastify/reply-from`'s own default.
 */
const UPSTREAM_AGENT = {
  keepAlive: true,
  keepAliveMsecs: 60_000,
  maxSockets: 2048,
  maxFreeSockets: 2048,
  timeout: 4000,
};

/** Cuts every connection of `agent`, busy or idle: their requests fail at once (a reset). */
function cutConnections(agent: http.Agent) {
  for (const pool of [agent.sockets, agent.freeSockets]) {
    for (const sockets of Object.values(pool)) for (const socket of sockets ?? []) socket.destroy();
  }
}

export function createApiAvailability(options: {
  apiUrl: string;
  log?: { warn: (message: string) => void; info: (message: string) => void };
}): ApiAvailability {
  // The api process answers (server-kit's `/healthz`). Not its `/readyz`: behind HAProxy a check
  // that met an instance draining in a rolling restart would stop this BFF's calls to them all.
  const probeUrl = new URL('/healthz', options.apiUrl);
  const agents = { 'http:': new http.Agent(UPSTREAM_AGENT), 'https:': new https.Agent(UPSTREAM_AGENT) };
  let up = true;
  // Aborted when the api is found down: what the calls made while it was up listen to.
  let found = new AbortController();
  let checking: Promise<boolean> | undefined;
  let probing = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function answers(): Promise<boolean> {
    try {
      const response = await fetch(probeUrl, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      await response.body?.cancel();
      return !isGatewayPage(response.status, response.headers.get('content-type'));
    } catch {
      return false;
    }
  }

  /**
   * While up, two checks at once must both go unanswered (as HAProxy's `fall 2`, without waiting
   * twice): one slow answer on a loaded machine, or behind HAProxy one instance hung, must not turn
   * every visitor away. The first answer settles it. While down, one answer brings it back.
   */
  function confirmed(): Promise<boolean> {
    if (!up) return answers();
    return new Promise((resolve) => {
      let unanswered = 0;
      for (let i = 0; i < 2; i++) {
        void answers().then((answered) => {
          if (answered) resolve(true);
          else if (++unanswered === 2) resolve(false);
        });
      }
    });
  }

  function check(): Promise<boolean> {
    checking ??= confirmed().then((answered) => {
      checking = undefined;
      if (closed) return answered;
      if (answered && !up) {
        options.log?.info('api available again');
        found = new AbortController();
      }
      if (!answered && up) {
        options.log?.warn('api unavailable: its calls are answered 503 until it answers again');
        up = false;
        // Nobody waits any longer for an api nothing answers: each call in flight fails now, with the 503.
        found.abort(new ApiUnavailableError());
        cutConnections(agents['http:']);
        cutConnections(agents['https:']);
        startProbing();
      }
      up = answered;
      return answered;
    });
    return checking;
  }

  /** Checks the down api every PROBE_EVERY_MS until it answers. */
  function startProbing() {
    if (probing || closed) return;
    probing = true;
    const next = () => {
      timer = setTimeout(async () => {
        if (closed || (await check())) probing = false;
        else next();
      }, PROBE_EVERY_MS);
      timer.unref();
    };
    next();
  }

  const suspect = () => {
    if (up && !closed) void check();
  };

  /** Unanswered after SLOW_CALL_MS: is it the api? */
  const begin = () => {
    const slow = setTimeout(suspect, SLOW_CALL_MS);
    slow.unref();
    return () => clearTimeout(slow);
  };

  return {
    get up() {
      return up;
    },
    agents,
    async watch(call) {
      if (!up) throw new ApiUnavailableError();
      const down = found.signal;
      const end = begin();
      try {
        const answer = await call(down);
        if (GATEWAY_FAILURES.has(answer.status)) suspect();
        return answer;
      } catch (error) {
        if (down.aborted) throw new ApiUnavailableError();
        suspect();
        throw error;
      } finally {
        end();
      }
    },
    begin,
    suspect,
    answered(status) {
      if (GATEWAY_FAILURES.has(status)) suspect();
    },
    check,
    close() {
      closed = true;
      clearTimeout(timer);
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
