/**
 * `npm run check -w cluster`: HAProxy checks cluster/haproxy.cfg, and promtool cluster/prometheus
 * (the configuration and its alert rules), with the addresses this environment gives.
 */
import { checkConfig } from './haproxy.ts';
import { checkPrometheusConfig, promtoolInstalled } from './prometheus.ts';
import { clusterTopology } from './topology.ts';

const topology = clusterTopology(process.env);
const haproxy = checkConfig(topology);
console.log(haproxy.output);
let valid = haproxy.valid;
if (promtoolInstalled()) {
  const prometheus = checkPrometheusConfig(topology);
  console.log(prometheus.output);
  valid &&= prometheus.valid;
} else {
  console.log('promtool is not installed (apt-get install -y prometheus): the Prometheus configuration is not checked');
}
process.exit(valid ? 0 : 1);
