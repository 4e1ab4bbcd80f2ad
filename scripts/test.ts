/**
 * `npm test`: every check the project has, side by side on the machine's cores, then a table of
 * each step's wall time, CPU time and test count. A suite that ran no test fails the run, as a failed
 * test does.
 *
 * The front ends are built once, first; the unit, API, BFF and story suites then run two at a time.
 * The journeys (e2e) and the cluster suite watch animations and answers under load, so they run
 * last, each with the machine to itself. Each step's output is
 * kept in `.test-logs/<step>.log` and printed whole when the step ends, so steps running together
 * never interleave their lines.
 *
 * `npm run test:quick` (`--quick`): lint, typecheck and the unit tests of the packages a change
 * touched and of those depending on them, for the inner loop.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { quickSteps } from './test-quick.ts';
import {
  countOf,
  cpuMeter,
  lintStep,
  type Outcome,
  type Step,
  schedule,
  scriptsTestStep,
  table,
} from './test-steps.ts';

const root = path.resolve(import.meta.dirname, '..');
const logs = path.join(root, '.test-logs');

/** The packages whose unit tests run in vitest with their own config and nothing started around them. */
const unitPackages = [
  'contracts',
  'platform',
  'design-system',
  'shell',
  'mfe-listings',
  'mfe-account',
  'mfe-admin',
  'server-kit',
  'delivery',
];

const vitest = (workspace: string, ...extra: string[]) => ({
  cwd: workspace,
  command: ['npx', 'vitest', 'run', ...extra],
});

/** Every step of `npm test`, in the order they start: each as soon as what it needs is done and a core is free. */
function fullSteps(): Step[] {
  return [
    { name: 'build', command: ['npx', 'turbo', 'run', 'build', '--filter=!e2e'] },
    { name: 'api', ...vitest('api'), counts: 'vitest' },
    { name: 'bff', ...vitest('bff'), counts: 'vitest' },
    {
      name: 'storybook',
      ...vitest('design-system', '--config', '.storybook/vitest.config.ts'),
      counts: 'vitest',
    },
    ...unitPackages.map((workspace): Step => ({ name: workspace, ...vitest(workspace), counts: 'vitest' })),
    scriptsTestStep,
    // The workspaces', then the root scripts' (this runner among them).
    { name: 'typecheck', command: ['sh', '-c', 'npx turbo run typecheck && npx tsc -p scripts'] },
    lintStep,
    { name: 'knip', command: ['npx', 'knip'] },
    {
      name: 'e2e',
      cwd: 'e2e',
      command: ['npm', 'run', 'e2e', '--', '--reporter=list,json'],
      after: ['build'],
      // With the machine to itself, one journey at a time: journeys that watch an animation or a
      // cache failed now and then beside other suites or with a second worker.
      alone: true,
      counts: 'playwright',
    },
    { name: 'cluster', ...vitest('cluster'), after: ['build'], alone: true, counts: 'vitest' },
  ];
}

async function run(step: Step): Promise<Outcome> {
  const log = path.join(logs, `${step.name}.log`);
  const report = path.join(logs, `${step.name}.json`);
  rmSync(report, { force: true });
  const command = [...step.command];
  if (step.counts === 'vitest') command.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  const output = openSync(log, 'w');
  const meter = cpuMeter(step.name);
  const spawned = meter ? meter.wrap(command) : command;
  const started = performance.now();
  const code = await new Promise<number>((resolve) => {
    const child = spawn(spawned[0] as string, spawned.slice(1), {
      cwd: path.join(root, step.cwd ?? '.'),
      stdio: ['ignore', output, output],
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report, FORCE_COLOR: '0' },
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = meter?.seconds();
  try {
    meter?.remove();
  } catch {
    // Still holding a process that outlived its step: left for the system.
  }
  const outcome: Outcome = { step, ok: code === 0, seconds, cpuSeconds };
  if (step.counts) {
    outcome.counted = countOf(step.counts, report);
    if (outcome.counted.total === 0) {
      outcome.ok = false;
      outcome.problem = 'ran no test';
    }
  }
  if (code !== 0) outcome.problem = `exited with ${code}`;
  process.stdout.write(`\n───── ${step.name} (${seconds.toFixed(1)} s, ${outcome.ok ? 'ok' : 'FAILED'}) ─────\n`);
  process.stdout.write(readFileSync(log, 'utf8'));
  return outcome;
}

const quick = process.argv.includes('--quick');
mkdirSync(logs, { recursive: true });
// A step at a time per core: the suites run their own files side by side within.
const capacity = Number(process.env.TEST_STEPS_AT_ONCE) || availableParallelism();
const started = performance.now();
const outcomes = await schedule(quick ? quickSteps(root) : fullSteps(), capacity, (step) => {
  process.stdout.write(`[test] ${step.name} started\n`);
  return run(step);
});
process.stdout.write(`\n${table(outcomes, (performance.now() - started) / 1000, availableParallelism())}\n`);
process.exit(outcomes.every(({ ok }) => ok) ? 0 : 1);
