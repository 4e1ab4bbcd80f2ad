/** `npm run check -w cluster`: HAProxy checks cluster/haproxy.cfg with the addresses this environment gives. */
import { checkConfig } from './haproxy.ts';
import { clusterTopology } from './topology.ts';

const { valid, output } = checkConfig(clusterTopology(process.env));
console.log(output);
process.exit(valid ? 0 : 1);
