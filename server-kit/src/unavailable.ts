/**
 * What every 503 of the site tells its client to wait before asking again, whichever layer could
 * not answer: the api (its database away or under pressure), the BFF (no api answers) and HAProxy
 * (no BFF answered). One value, so a visitor is told one thing: two seconds, the time the shared design
 * gives service to come back after the api returns (the BFF asks a down api every 300 ms).
 */
export const RETRY_AFTER_SECONDS = 2;

/**
 * Busy is not down: how long a BFF lets a call to the api go unanswered before it checks the api (an
 * uncached search under load may take a good part of a second without anything being wrong)...
 */
export const SLOW_CALL_MS = 1000;
/**
 * ...and how long it gives each check (`/healthz`, two at once) before it counts as no answer: long
 * enough for an api whose event loop a burst of work delays (it answers `/healthz` in milliseconds
 * when idle, from a thread no query runs on), and behind HAProxy for a hung instance to be skipped
 * for the other (its `/healthz` bound, cluster/haproxy.cfg). The two together are how long a visitor
 * may wait on a hung api before the BFF answers for it.
 */
export const PROBE_TIMEOUT_MS = 2000;
