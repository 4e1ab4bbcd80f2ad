import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errorMessage } from 'contracts/errors';
import { languages } from 'contracts/i18n';
import { haproxyConfig, outcomeUnknownMap, type Topology, unavailableMap } from './topology.ts';

/** Whether HAProxy is installed (Debian: apt-get install haproxy). */
export const haproxyInstalled = () => !spawnSync('haproxy', ['-v']).error;

type Refusal = { code: 'UPSTREAM_UNAVAILABLE' | 'OUTCOME_UNKNOWN'; status: 503 | 504 };

/**
 * The body of an answer HAProxy gives itself in one language: the BFF's own (`code` and `message`,
 * what the browser reads), as RFC 9457 problem+json. A 503 when no BFF took the request (or a read
 * a BFF dropped); a 504 OUTCOME_UNKNOWN when a BFF took a write and never answered, which may have
 * been applied. The words are the translations' (contracts/errors), never copied by hand.
 */
function refusalBody({ code, status }: Refusal, lang: (typeof languages)[number]) {
  const message = errorMessage(code, lang);
  return { type: `urn:problem:${code.toLowerCase()}`, title: message, status, detail: message, code, message };
}

/** Writes `map`: the language a request asks for to the body of `refusal` (`en {…}`, one line each). */
function writeMap(map: string, refusal: Refusal) {
  const lines = languages.map((lang) => `${lang} ${JSON.stringify(refusalBody(refusal, lang))}`);
  mkdirSync(path.dirname(map), { recursive: true });
  // Whole or not at all: a test and a cluster may write it at the same time.
  const partial = `${map}.${process.pid}`;
  writeFileSync(partial, `${lines.join('\n')}\n`);
  renameSync(partial, map);
}

/**
 * Writes what cluster/haproxy.cfg reads besides its environment: the maps of its own answers.
 * HAProxy reads them when it starts, so they are written before every check and start, from this
 * checkout's translations.
 */
export function writeHaproxyFiles() {
  writeMap(unavailableMap, { code: 'UPSTREAM_UNAVAILABLE', status: 503 });
  writeMap(outcomeUnknownMap, { code: 'OUTCOME_UNKNOWN', status: 504 });
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
