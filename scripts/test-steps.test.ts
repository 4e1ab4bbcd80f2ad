import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countOf, type Outcome, type Step, schedule, table } from './test-steps.ts';

/** Runs `steps` with fake work: each takes `takes[name]` ms (10 by default) and fails if listed in `failing`. */
async function runFake(steps: Step[], capacity: number, takes: Record<string, number> = {}, failing: string[] = []) {
  const events: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const beside: Record<string, string[]> = {};
  const active = new Set<string>();
  const outcomes = await schedule(steps, capacity, async (step) => {
    events.push(`start ${step.name}`);
    beside[step.name] = [...active];
    for (const other of active) beside[other]?.push(step.name);
    active.add(step.name);
    mostAtOnce = Math.max(mostAtOnce, ++running);
    await new Promise((resolve) => setTimeout(resolve, takes[step.name] ?? 10));
    running--;
    active.delete(step.name);
    events.push(`end ${step.name}`);
    return { step, ok: !failing.includes(step.name), seconds: 0 } satisfies Outcome;
  });
  return { outcomes, events, mostAtOnce, beside };
}

const step = (name: string, extra: Partial<Step> = {}): Step => ({ name, command: ['true'], ...extra });

describe('schedule', () => {
  it('runs at most `capacity` steps at once, starting them in the list order', async () => {
    const { events, mostAtOnce } = await runFake([step('a'), step('b'), step('c'), step('d')], 2, { a: 30 });
    expect(mostAtOnce).toBe(2);
    expect(events.filter((event) => event.startsWith('start'))).toEqual(['start a', 'start b', 'start c', 'start d']);
  });

  it('starts a step only once what it needs has passed', async () => {
    const { events } = await runFake([step('build'), step('e2e', { after: ['build'] }), step('unit')], 2, {
      build: 30,
    });
    expect(events.indexOf('start e2e')).toBeGreaterThan(events.indexOf('end build'));
    expect(events.indexOf('start unit')).toBeLessThan(events.indexOf('end build'));
  });

  it('runs a step marked alone after every other, with nothing beside it', async () => {
    const { beside, events } = await runFake(
      [step('cluster', { alone: true }), step('e2e-alone', { alone: true }), step('api'), step('bff')],
      2,
    );
    expect(beside.cluster).toEqual([]);
    expect(beside['e2e-alone']).toEqual([]);
    expect(events.indexOf('start cluster')).toBeGreaterThan(events.indexOf('end bff'));
    expect(events.indexOf('start e2e-alone')).toBeGreaterThan(events.indexOf('end cluster'));
  });

  it('reports a step whose requirement failed, or that can never be ready, as not run', async () => {
    const { outcomes, events } = await runFake(
      [step('build'), step('e2e', { after: ['build'] }), step('orphan', { after: ['missing'] })],
      2,
      {},
      ['build'],
    );
    expect(events).not.toContain('start e2e');
    expect(outcomes.map(({ step: { name }, ok, problem }) => [name, ok, problem])).toEqual([
      ['build', false, undefined],
      ['e2e', false, 'not run: build failed'],
      ['orphan', false, 'never ready'],
    ]);
  });
});

describe('countOf', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'qd-test-steps-'));
  const report = (name: string, json: unknown) => {
    const file = path.join(folder, name);
    writeFileSync(file, JSON.stringify(json));
    return file;
  };

  it("reads vitest's and Playwright's JSON reports", () => {
    const vitest = report('vitest.json', {
      numTotalTests: 12,
      numPassedTests: 10,
      numPendingTests: 1,
      numTodoTests: 1,
    });
    expect(countOf('vitest', vitest)).toEqual({ total: 12, passed: 10, skipped: 2 });
    const playwright = report('playwright.json', { stats: { expected: 7, flaky: 1, unexpected: 2, skipped: 3 } });
    expect(countOf('playwright', playwright)).toEqual({ total: 13, passed: 8, skipped: 3 });
  });

  it('counts no test when a suite wrote no report (it crashed before, or found no file)', () => {
    expect(countOf('vitest', path.join(folder, 'none.json'))).toEqual({ total: 0, passed: 0, skipped: 0 });
  });
});

describe('table', () => {
  it("lists each step's wall time, CPU time, tests and result, then the whole run's", () => {
    const text = table(
      [
        {
          step: step('api'),
          ok: true,
          seconds: 61.24,
          cpuSeconds: 100.4,
          counted: { total: 3, passed: 3, skipped: 0 },
        },
        { step: step('e2e'), ok: false, seconds: 0, problem: 'not run: build failed' },
      ],
      125.6,
      2,
    );
    expect(text).toMatch(/^api\s+61\.2 s\s+100 s\s+3\/3\s+ok/m);
    expect(text).toMatch(/^e2e\s+0\.0 s\s+FAILED: not run: build failed/m);
    expect(text).toContain('whole run: 2 min 6 s wall');
  });
});
