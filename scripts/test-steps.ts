/** What `scripts/test.ts` runs: its steps, and how a suite's report tells how many tests ran. */
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';

export type Step = {
  name: string;
  command: string[];
  /** The folder it runs in, from the repository's root (the root itself by default). */
  cwd?: string;
  /** Steps that must have passed first. */
  after?: string[];
  /** It measures time under load: it runs when everything else is done, and nothing runs beside it. */
  alone?: boolean;
  /** The test runner whose report counts its tests: a suite that ran none fails. */
  counts?: 'vitest' | 'playwright';
};

/** Biome over the whole tree: quick enough for every run, the inner loop's too. */
export const lintStep: Step = { name: 'lint', command: ['npx', 'biome', 'check', '--error-on-warnings', '.'] };

/** The root scripts' own tests (this runner's among them). */
export const scriptsTestStep: Step = {
  name: 'scripts',
  cwd: 'scripts',
  command: ['npx', 'vitest', 'run'],
  counts: 'vitest',
};

export type Counted = { total: number; passed: number; skipped: number };

/** What became of a step: `problem` says why it failed (or did not run). */
export type Outcome = {
  step: Step;
  ok: boolean;
  seconds: number;
  cpuSeconds?: number;
  counted?: Counted;
  problem?: string;
};

/** The counts in a vitest (`--reporter=json`) or Playwright (json reporter) report; none when it is missing. */
export function countOf(runner: 'vitest' | 'playwright', reportFile: string): Counted {
  if (!existsSync(reportFile)) return { total: 0, passed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  if (runner === 'vitest') {
    return {
      total: report.numTotalTests ?? 0,
      passed: report.numPassedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  }
  const stats = report.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const skipped = stats.skipped ?? 0;
  return { total: passed + (stats.unexpected ?? 0) + skipped, passed, skipped };
}

/**
 * A step's processes in a control group of their own (cgroup v2, where this process may make one):
 * the CPU they used, every descendant included (browsers' helpers too), is read at the end. Where
 * none can be made, nothing is measured.
 */
export function cpuMeter(name: string) {
  const root = cgroup2Root();
  if (!root) return undefined;
  const group = path.join(root, `qd-test-${process.pid}-${name}`);
  try {
    mkdirSync(group);
  } catch {
    return undefined;
  }
  return {
    /** The command, run so that it and all it starts are in the group. */
    wrap: (command: string[]) => ['sh', '-c', `echo $$ > '${group}/cgroup.procs' && exec "$@"`, 'sh', ...command],
    seconds(): number | undefined {
      const usage = readFileSync(path.join(group, 'cpu.stat'), 'utf8').match(/^usage_usec (\d+)$/m);
      return usage ? Number(usage[1]) / 1e6 : undefined;
    },
    /** Removed once empty; a process left behind keeps it (the system's, harmless). */
    remove: () => rmdirSync(group),
  };
}

function cgroup2Root(): string | undefined {
  try {
    const mount = readFileSync('/proc/mounts', 'utf8')
      .split('\n')
      .map((line) => line.split(' '))
      .find((fields) => fields[2] === 'cgroup2');
    if (!mount?.[1]) return undefined;
    accessSync(mount[1], constants.W_OK);
    return mount[1];
  } catch {
    return undefined;
  }
}

/**
 * Runs `capacity` steps at a time, in the list's order: a step waits for what it needs, and one
 * marked `alone` for everything else to be done.
 */
export async function schedule(
  steps: Step[],
  capacity: number,
  run: (step: Step) => Promise<Outcome>,
): Promise<Outcome[]> {
  const waiting = [...steps];
  const running = new Map<string, { step: Step; done: Promise<Outcome> }>();
  const finished = new Map<string, Outcome>();
  const ready = (step: Step) => (step.after ?? []).every((name) => finished.has(name));
  const othersLeft = () => waiting.some((step) => !step.alone) || running.size > 0;

  while (waiting.length > 0 || running.size > 0) {
    for (const step of [...waiting]) {
      if (!ready(step)) continue;
      // An alone step waits for the others without holding them back.
      if (step.alone && othersLeft()) continue;
      if (running.size >= capacity) break;
      waiting.splice(waiting.indexOf(step), 1);
      running.set(step.name, { step, done: run(step) });
      if (step.alone) break;
    }
    if (running.size === 0) {
      for (const step of waiting.splice(0))
        finished.set(step.name, { step, ok: false, seconds: 0, problem: 'never ready' });
      break;
    }
    const next = await Promise.race([...running.values()].map(({ done }) => done));
    running.delete(next.step.name);
    finished.set(next.step.name, next);
    // A step whose requirement failed cannot run: it is reported as not run.
    for (const step of [...waiting]) {
      const failed = (step.after ?? []).find((name) => finished.get(name)?.ok === false);
      if (!failed) continue;
      waiting.splice(waiting.indexOf(step), 1);
      finished.set(step.name, { step, ok: false, seconds: 0, problem: `not run: ${failed} failed` });
    }
  }
  return steps.map((step) => finished.get(step.name) as Outcome);
}

/** The table `npm test` ends with: each step's times, its tests, its result, and the whole run's. */
export function table(outcomes: Outcome[], wallSeconds: number, cores: number) {
  const rows = outcomes.map(({ step, ok, seconds, cpuSeconds, counted, problem }) => [
    step.name,
    `${seconds.toFixed(1)} s`,
    cpuSeconds ? `${cpuSeconds.toFixed(0)} s` : '',
    counted ? `${counted.passed}/${counted.total}${counted.skipped ? ` (${counted.skipped} skipped)` : ''}` : '',
    ok ? 'ok' : `FAILED${problem ? `: ${problem}` : ''}`,
  ]);
  const header = ['step', 'wall time', 'CPU time', 'tests passed', 'result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  const sum = outcomes.reduce((total, { seconds }) => total + seconds, 0);
  const cpu = outcomes.reduce((total, { cpuSeconds }) => total + (cpuSeconds ?? 0), 0);
  return [
    line(header),
    line(widths.map((width) => '─'.repeat(width))),
    ...rows.map(line),
    '',
    `whole run: ${formatDuration(wallSeconds)} wall; the steps' wall times add up to ${formatDuration(sum)}, ` +
      `their CPU times to ${formatDuration(cpu)} (${cores} cores)`,
  ].join('\n');
}

function formatDuration(seconds: number) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
