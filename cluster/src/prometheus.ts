/**
 * The cluster's Prometheus (Debian's `prometheus` package): cluster/prometheus/prometheus.yml written
 * with the topology's addresses, checked by promtool, and run on loopback with its time series in the
 * cluster's data folder. Debian's own prometheus service plays no part: this is a process of the
 * cluster's, with its own configuration, folder and port.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Started, startProcess, waitForHealth } from 'server-kit/processes';
import { prometheusTemplate, type Topology } from './topology.ts';

const START_TIMEOUT_MS = 30_000;

const runs = (program: string) => !spawnSync(program, ['--version']).error;
/** Whether Prometheus is installed (Debian: apt-get install prometheus). */
export const prometheusInstalled = () => runs('prometheus');
/** Whether promtool, which checks Prometheus' configuration and rules, is installed (with Prometheus). */
export const promtoolInstalled = () => runs('promtool');

/**
 * `template` with every `${NAME}` replaced by `variables[NAME]`, as HAProxy expands its configuration;
 * a name the topology does not give throws rather than leave an address empty.
 */
export function expandVariables(template: string, variables: Record<string, string>) {
  return template.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = variables[name];
    if (value === undefined)
      throw new Error(`${prometheusTemplate} reads \${${name}}, which the topology does not set`);
    return value;
  });
}

/** Writes this cluster's Prometheus configuration into `dir` (its data folder's by default); returns its path. */
function writePrometheusConfig(topology: Topology, dir = topology.prometheus.dir) {
  const config = expandVariables(readFileSync(prometheusTemplate, 'utf8'), topology.prometheus.env);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'prometheus.yml');
  // Whole or not at all: Prometheus never reads half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, config);
  renameSync(partial, file);
  return file;
}

/** Runs promtool with `args` from `cwd`: whether it passed, and what it said. */
export function promtool(args: string[], cwd?: string) {
  const result = spawnSync('promtool', args, { cwd, encoding: 'utf8' });
  return { valid: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

/** `promtool check config`: the configuration with the topology's addresses, and the alert rules it names. */
export function checkPrometheusConfig(topology: Topology, dir?: string) {
  return promtool(['check', 'config', writePrometheusConfig(topology, dir)]);
}

/**
 * Starts Prometheus on the topology's loopback port and waits until it is ready to answer queries
 * (a configuration it refuses makes it exit, and this throw).
 */
export async function startPrometheus(topology: Topology, log: (line: string) => void): Promise<Started> {
  const { dir, port, url } = topology.prometheus;
  const started = startProcess(
    'prometheus',
    [
      `--config.file=${writePrometheusConfig(topology)}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      // Warnings and errors only: its start-up lines would bury the instances'.
      '--log.level=warn',
    ],
    { env: process.env, log },
  );
  try {
    await waitForHealth(`${url}/-/ready`, START_TIMEOUT_MS, started.exited);
  } catch (error) {
    await stopPrometheus(started);
    throw error;
  }
  return started;
}

/** SIGTERM: Prometheus writes what it holds in memory to its folder and exits. */
export async function stopPrometheus({ child, exited }: Started) {
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export type Target = { job: string; instance: string; health: 'up' | 'down' | 'unknown'; lastError: string };

/** Prometheus' `/api/v1/targets`: each active target's job, instance and health. */
export async function readTargets(prometheusUrl: string): Promise<Target[]> {
  const response = await fetch(`${prometheusUrl}/api/v1/targets?state=active`, { signal: AbortSignal.timeout(2000) });
  const body = (await response.json()) as {
    data: {
      activeTargets: { labels: Record<string, string>; health: Target['health']; lastError: string }[];
    };
  };
  return body.data.activeTargets.map((target) => ({
    job: target.labels.job ?? '',
    instance: target.labels.instance ?? '',
    health: target.health,
    lastError: target.lastError,
  }));
}

/** Waits until Prometheus has scraped `instance` and found it up. */
export async function waitForTargetUp(prometheusUrl: string, instance: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let target: Target | undefined;
  while (Date.now() < deadline) {
    target = (await readTargets(prometheusUrl).catch(() => [])).find((t) => t.instance === instance);
    if (target?.health === 'up') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const state = target ? `: ${target.health}${target.lastError ? ` (${target.lastError})` : ''}` : ': not a target';
  throw new Error(`Prometheus did not find ${instance} up within ${timeoutMs / 1000} s${state}`);
}
