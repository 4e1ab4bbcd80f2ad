/**
 * `npm run start:cluster`: two api and two BFF instances behind HAProxy on this machine
 * (cluster/src/topology.ts; README "Running several instances"), each remote's build released and
 * live first, as `npm start` does, and Prometheus scraping them all when it is installed. HAProxy runs
 * in the foreground; Ctrl-C or SIGTERM stops Prometheus, HAProxy, then each instance, gracefully. An
 * instance that exits on its own is started again.
 */

import { onStopSignal } from 'server-kit/processes';
import { type Cluster, startCluster } from '../cluster/src/cluster.ts';
import { haproxyInstalled } from '../cluster/src/haproxy.ts';
import { prometheusInstalled } from '../cluster/src/prometheus.ts';
import { clusterTopology, missingSettings, REQUIRED } from '../cluster/src/topology.ts';
import { deployLocalBuilds } from '../delivery/src/local-builds.ts';

const say = (line: string) => console.log(`[cluster] ${line}`);

const missing = missingSettings(process.env);
if (missing.length > 0) {
  console.error(`[cluster] npm run start:cluster needs ${missing.join(' and ')}:`);
  for (const name of missing) console.error(`  ${name}: ${REQUIRED[name]}`);
  console.error('[cluster] (npm start runs one api and one BFF without them, over the embedded database.)');
  process.exit(1);
}
if (!haproxyInstalled()) {
  console.error('[cluster] HAProxy is not installed: apt-get install -y haproxy (Debian, 2.6 or later)');
  process.exit(1);
}

let topology: ReturnType<typeof clusterTopology>;
try {
  topology = clusterTopology(process.env);
} catch (error) {
  // An incomplete MEDIA_S3_* setting, said before any instance starts (each api would refuse it).
  console.error(`[cluster] ${(error as Error).message}`);
  process.exit(1);
}
say(`media: ${topology.media}`);
const prometheus = prometheusInstalled();
if (!prometheus) say('Prometheus is not installed (apt-get install -y prometheus): the cluster runs without it');
let cluster: Cluster | undefined;
let stopping = false;
async function shutdown(code: number) {
  stopping = true;
  say(`stopping: ${prometheus ? 'Prometheus, ' : ''}HAProxy, then each instance (they finish their requests first)`);
  await cluster?.stop();
  process.exit(code);
}
onStopSignal(() => void shutdown(0));

// The BFFs serve remotes from their live releases (the shared RELEASES_DIR): this checkout's builds become them.
deployLocalBuilds(topology.sharedEnv, say);

try {
  cluster = await startCluster(topology, {
    log: (name, line) => console.log(`[${name}] ${line}`),
    restart: true,
    prometheus,
  });
} catch (error) {
  if (!stopping) {
    console.error(`[cluster] could not start: ${(error as Error).message}`);
    process.exit(1);
  }
}
if (cluster && !stopping) {
  say(`Qatar Directory is ready on ${topology.siteUrl}, through HAProxy (stats: ${topology.statsUrl})`);
  if (prometheus) say(`Prometheus: ${topology.prometheus.url} (targets: /targets, alerts: /alerts)`);
  const reason = await cluster.failed;
  if (!stopping) {
    console.error(`[cluster] ${reason}: stopping`);
    await shutdown(1);
  }
}
