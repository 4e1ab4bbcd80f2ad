/**
 * How deeply a JSON text or value nests, measured without recursion: a body nested 100,000 deep
 * overflows the stack of anything recursive that reads it (JSON.stringify, a schema walk), so the
 * check itself must not be. Both stop as soon as `max` is passed.
 */

/** Whether a JSON text opens more than `max` arrays or objects inside each other. Read before parsing. */
export function jsonTextDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth++;
      if (depth > max) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return false;
}

/** Whether a parsed value holds arrays or objects more than `max` levels inside each other. */
export function valueDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}
