/**
 * What every 503 of the site tells its client to wait before asking again, whichever layer could
 * not answer: the api (its database away or under pressure), the BFF (no api answers) and HAProxy
 * (no BFF answered). One value, so a visitor is told one thing: two seconds, the time the issue 32
 * gives service to come back after the api returns (the BFF asks a down api every 300 ms).
 */
export const RETRY_AFTER_SECONDS = 2;
