import { readFileSync, statSync } from 'node:fs';
import type { z } from 'zod';

type Checked<T> = { checkedAt: number } & ({ mtimeMs: number; value: T } | { error: unknown });

/**
 * A build file's content as `load` makes it from the file, made once and again only when the file
 * changes. At most one stat a second: a new build shows within a second, and requests cost no disk
 * I/O. A missing file, or one `load` throws on, throws, and is taken as such for that second too.
 */
export function buildFileWatcher<T>(
  filePath: string,
  load: (mtimeMs: number) => T,
  now: () => number = Date.now,
): () => T {
  let checked: Checked<T> | undefined;
  const check = (previous: Checked<T> | undefined): Checked<T> => {
    try {
      const { mtimeMs } = statSync(filePath);
      if (previous && 'value' in previous && previous.mtimeMs === mtimeMs) return { ...previous, checkedAt: now() };
      return { mtimeMs, value: load(mtimeMs), checkedAt: now() };
    } catch (error) {
      return { error, checkedAt: now() };
    }
  };
  return () => {
    if (!checked || now() - checked.checkedAt >= 1000) checked = check(checked);
    if ('error' in checked) throw checked.error;
    return checked.value;
  };
}

/** A build file's text (the shell's index.html, an MF manifest or stats file), read as `buildFileWatcher` says. */
export function fileReader(filePath: string, now: () => number = Date.now): () => string {
  return buildFileWatcher(filePath, () => readFileSync(filePath, 'utf8'), now);
}

/**
 * A JSON build file read as `schema` says, parsed again only when its text changes; undefined when
 * the file is missing, is not JSON or does not match (not built, or another build's format).
 */
export function jsonFileReader<T>(filePath: string, schema: z.ZodType<T>, now?: () => number): () => T | undefined {
  const read = fileReader(filePath, now);
  let parsed: { text: string; content: T | undefined } | undefined;
  return () => {
    let text: string;
    try {
      text = read();
    } catch {
      return undefined;
    }
    if (parsed?.text !== text) parsed = { text, content: parseJson(text, schema) };
    return parsed.content;
  };
}

function parseJson<T>(text: string, schema: z.ZodType<T>): T | undefined {
  try {
    return schema.safeParse(JSON.parse(text)).data;
  } catch {
    return undefined;
  }
}
