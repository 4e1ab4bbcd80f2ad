/**
 * Starts the api and the BFF as a user runs them (the front ends must be built first:
 * `npm start` does both), each remote's build released and live first. Stops both when either
 * stops or on Ctrl-C.
 */

import { onStopSignal, type Started, startProcess, waitForHealth } from 'server-kit/processes';
import { deployLocalBuilds } from '../delivery/src/local-builds.ts';

const apiPort = process.env.API_PORT ?? '4000';
const env = { ...process.env, API_PORT: apiPort, API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` };
/**
 * Prometheus' ports, one a process (its `/metrics` on loopback, METRICS_HOST aside); METRICS_PORT
 * set moves the BFF's there and the api's next to it.
 */
const bffMetricsPort = Number(process.env.METRICS_PORT ?? 9464);
const metricsPorts = { bff: String(bffMetricsPort), api: String(bffMetricsPort + 1) };

const children: Started[] = [];
let stopping = false;
function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) child.kill('SIGTERM');
  // Each finishes its requests first; one still there after 15 s is killed as this process exits.
  void Promise.all(children.map(({ exited }) => exited)).then(() => process.exit(code));
  setTimeout(() => process.exit(code), 15_000).unref();
}
onStopSignal(() => shutdown(0));

function start(name: keyof typeof metricsPorts, script: string) {
  const started = startProcess(script, [], { env: { ...env, METRICS_PORT: metricsPorts[name] } });
  void started.exited.then(({ code, signal }) => {
    console.log(`[start] ${name} stopped (${signal ?? code})`);
    shutdown(code ?? 1);
  });
  children.push(started);
  return started;
}

// The BFF serves remotes from their live releases (RELEASES_DIR): this checkout's builds become them.
deployLocalBuilds(env, (line) => console.log(`[start] ${line}`));

start('api', 'api/src/server.ts');
// The first start seeds the database (with generated pictures); later starts reuse the data folder.
await waitForHealth(`${env.API_URL}/health`, 10 * 60_000);
start('bff', 'bff/src/server.ts');
await waitForHealth(`http://127.0.0.1:${process.env.PORT ?? 3000}/health`, 60_000);
console.log(`[start] Qatar Directory is ready on http://localhost:${process.env.PORT ?? 3000}`);
const metricsHost = process.env.METRICS_HOST ?? '127.0.0.1';
console.log(
  `[start] metrics: bff http://${metricsHost}:${metricsPorts.bff}/metrics, api http://${metricsHost}:${metricsPorts.api}/metrics`,
);
