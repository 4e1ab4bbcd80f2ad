/**
 * When autocannon stops, requests it gave up on are still being worked on by the server (and, with
 * PGlite, still queued for its single connection). Waiting for them keeps one measurement's leftovers
 * out of the next.
 */
import type { App } from '../src/app.ts';

const POLL_MS = 50;
const GIVE_UP_MS = 120_000;

/** Must be called before the app listens: hooks added later are not applied to its routes. */
export function trackInFlight(app: App) {
  let inFlight = 0;
  app.addHook('onRequest', async () => {
    inFlight++;
  });
  // onSend runs once per request, errors and abandoned requests included (Fastify still sends into the closed socket).
  app.addHook('onSend', async () => {
    inFlight--;
  });
  return async function untilIdle() {
    const deadline = Date.now() + GIVE_UP_MS;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (inFlight > 0) console.error(`warning: ${inFlight} requests still in flight after ${GIVE_UP_MS / 1000} s`);
  };
}
