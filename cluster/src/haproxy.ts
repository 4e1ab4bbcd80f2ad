import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errorMessage } from 'contracts/errors';
import { languages } from 'contracts/i18n';
import { haproxyConfig, type Topology, unavailableMap } from './topology.ts';

/** Whether HAProxy is installed (Debian: apt-get install haproxy). */
export const haproxyInstalled = () => !spawnSync('haproxy', ['-v']).error;

/**
 * The body of the 503 HAProxy answers itself (a BFF died with the request, or none is left) in one
 * language: the BFF's own 503 (`code` and `message`, what the browser reads), as RFC 9457
 * problem+json. The words are the translations' (contracts/errors), never copied by hand.
 */
function unavailableBody(lang: (typeof languages)[number]) {
  const message = errorMessage('UPSTREAM_UNAVAILABLE', lang);
  return {
    type: 'urn:problem:upstream_unavailable',
    title: message,
    status: 503,
    detail: message,
    code: 'UPSTREAM_UNAVAILABLE',
    message,
  };
}

/**
 * Writes what cluster/haproxy.cfg reads besides its environment: a map from the language a request
 * asks for to that body (`en {…}`, one line each). HAProxy reads it when it starts, so it is
 * written before every check and start, from this checkout's translations.
 */
export function writeHaproxyFiles() {
  const lines = languages.map((lang) => `${lang} ${JSON.stringify(unavailableBody(lang))}`);
  mkdirSync(path.dirname(unavailableMap), { recursive: true });
  // Whole or not at all: a test and a cluster may write it at the same time.
  const partial = `${unavailableMap}.${process.pid}`;
  writeFileSync(partial, `${lines.join('\n')}\n`);
  renameSync(partial, unavailableMap);
}

/** `haproxy -c`: the configuration as HAProxy reads it with the topology's addresses and timeouts. */
export function checkConfig(topology: Topology, config = haproxyConfig) {
  writeHaproxyFiles();
  const result = spawnSync('haproxy', ['-c', '-f', config], {
    env: { ...process.env, ...topology.haproxyEnv },
    encoding: 'utf8',
  });
  return { valid: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}
