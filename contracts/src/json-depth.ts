/**
 * How deeply a JSON text nests, measured without recursion: a body nested 100,000 deep overflows the
 * stack of anything recursive that reads it (JSON.stringify, a schema walk), so the check itself must
 * not be. It stops as soon as `max` is passed.
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
