import { createHistogram } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { meanWaitMs } from './expensive-reads.ts';

const ms = 1e6;

function samples(...stretchesMs: number[]) {
  const histogram = createHistogram();
  for (const stretch of stretchesMs) histogram.record(Math.round(stretch * ms));
  return histogram;
}

describe('meanWaitMs', () => {
  it('weighs a long block by the time it held the loop, however many free samples surround it', () => {
    const oneBlock = samples(...Array<number>(50).fill(1), 1000);
    // A plain mean would read about 20 ms: a second-long block would pass for a light load.
    expect(oneBlock.mean / ms).toBeLessThan(25);
    expect(meanWaitMs(oneBlock, 2000 * ms)).toBeGreaterThan(245);
    expect(meanWaitMs(oneBlock, 2000 * ms)).toBeLessThan(255);
  });

  it('reads a loop kept busy by short stretches as half a stretch', () => {
    expect(meanWaitMs(samples(...Array<number>(25).fill(40)), 1000 * ms)).toBeCloseTo(20, 0);
  });

  it('reads a free loop, an empty window and no samples as no lag', () => {
    expect(meanWaitMs(samples(...Array<number>(50).fill(0.1)), 1000 * ms)).toBeLessThan(0.01);
    expect(meanWaitMs(samples(), 1000 * ms)).toBe(0);
    expect(meanWaitMs(samples(5), 0)).toBe(0);
  });
});
