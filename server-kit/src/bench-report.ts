/** The benches' output (the api's and the BFF's): one aligned table, the target checks, and the same as JSON. */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';

export type Check = { name: string; outcome: 'PASS' | 'FAIL' | 'SKIP'; detail: string };
/** A column's title and how a result reads in it. */
export type Column<Result> = [string, (result: Result) => string];

export const round = (n: number, digits = 1) => Number(n.toFixed(digits));

/** The first `textColumns` columns are text, aligned left; the others numbers, aligned right so the digits line up. */
export function printTable<Result>(columns: Column<Result>[], results: Result[], textColumns: number) {
  const cells = results.map((r) => columns.map(([, cell]) => cell(r)));
  const widths = columns.map(([title], c) => Math.max(title.length, ...cells.map((row) => (row[c] ?? '').length)));
  const line = (row: string[]) =>
    row.map((cell, c) => (c < textColumns ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ');
  console.log(line(columns.map(([title]) => title)));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
}

export function printChecks(checks: Check[]) {
  console.log('');
  for (const check of checks) console.log(`${check.outcome.padEnd(4)}  ${check.name}: ${check.detail}`);
}

/**
 * Written to `folder`'s latest.json, with the machine it ran on, so two runs can be diffed (each bench keeps
 * its results folder out of commits).
 */
export async function writeResults(folder: URL, report: object) {
  await mkdir(folder, { recursive: true });
  const file = new URL('latest.json', folder);
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryMb: Math.round(os.totalmem() / 2 ** 20),
  };
  const body = { finishedAt: new Date().toISOString(), node: process.version, machine, ...report };
  await writeFile(file, `${JSON.stringify(body, null, 2)}\n`);
  return file.pathname;
}
