import { readFileSync, statSync } from 'node:fs';
import type { z } from 'zod';

type Checked = { checkedAt: number } & ({ mtimeMs: number; text: string } | { error: unknown });

/**
 * Reads a build file (the shell's index.html, an MF manifest or stats file) once, and again only when
 * it changes. At most one stat a second: a new build shows within a second, and requests cost no disk
 * I/O. A missing or unreadable file throws, and is taken as missing for that second too.
 */
export function fileReader(filePath: string, now: () => number = Date.now): () => string {
  let checked: Checked | undefined;
  const check = (previous: Checked | undefined): Checked => {
    try {
      const { mtimeMs } = statSync(filePath);
      if (previous && 'text' in previous && previous.mtimeMs === mtimeMs) return { ...previous, checkedAt: now() };
      return { mtimeMs, text: readFileSync(filePath, 'utf8'), checkedAt: now() };
    } catch (error) {
      return { error, checkedAt: now() };
    }
  };
  return () => {
    if (!checked || now() - checked.checkedAt >= 1000) checked = check(checked);
    if ('error' in checked) throw checked.error;
    return checked.text;
  };
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
