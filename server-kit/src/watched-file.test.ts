import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { watchedFile } from './watched-file.ts';

function setUp() {
  const dir = mkdtempSync(path.join(tmpdir(), 'watched-'));
  const file = path.join(dir, 'build.json');
  const clock = { now: 0 };
  let loads = 0;
  const read = watchedFile(
    file,
    () => {
      loads++;
      return JSON.parse(readFileSync(file, 'utf8')) as number;
    },
    () => clock.now,
  );
  return { dir, file, clock, read, loads: () => loads };
}

it('makes its value again only when the file changed, looking no more than once a second', () => {
  const { file, clock, read, loads } = setUp();
  writeFileSync(file, '1');
  expect(read()).toEqual({ value: 1 });
  writeFileSync(file, '22');
  expect(read()).toEqual({ value: 1 }); // looked at less than a second ago
  clock.now += 1000;
  expect(read()).toEqual({ value: 22 });
  clock.now += 1000;
  expect(read()).toEqual({ value: 22 });
  expect(loads()).toBe(2);
});

it('sees a file renamed over it, as a deploy replaces the registry', () => {
  const { dir, file, clock, read } = setUp();
  writeFileSync(file, '1');
  expect(read()).toEqual({ value: 1 });
  writeFileSync(path.join(dir, 'next.json'), '2');
  renameSync(path.join(dir, 'next.json'), file);
  clock.now += 1000;
  expect(read()).toEqual({ value: 2 });
});

it('keeps an error until the file changes, and looks for a missing file again every second', () => {
  const { file, clock, read, loads } = setUp();
  expect(read()).toHaveProperty('error');
  writeFileSync(file, '{ not json');
  clock.now += 1000;
  expect(read()).toHaveProperty('error');
  clock.now += 1000;
  expect(read()).toHaveProperty('error');
  expect(loads()).toBe(1); // the broken file is not parsed again while it stays as it is
  writeFileSync(file, '3');
  clock.now += 1000;
  expect(read()).toEqual({ value: 3 });
  rmSync(file);
  clock.now += 1000;
  const gone = read();
  expect(gone).toHaveProperty('error');
  clock.now += 1000;
  expect(read()).toBe(gone); // still missing: the same answer, not a new error each second
});
