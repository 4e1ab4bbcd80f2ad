import { readFileSync } from 'node:fs';
import { watchedFile } from 'server-kit/watched-file';
import type { z } from 'zod';

/**
 * A build file's content as `load` makes it from the file (given a version string of the file), made
 * again only when the file changes, looked at no more than once a second (server-kit's watchedFile).
 * A missing file, or one `load` throws on, throws.
 */
export function buildFileWatcher<T>(
  filePath: string,
  load: (version: string) => T,
  now: () => number = Date.now,
): () => T {
  const watched = watchedFile(filePath, load, now);
  return () => {
    const current = watched();
    if ('error' in current) throw current.error;
    return current.value;
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
