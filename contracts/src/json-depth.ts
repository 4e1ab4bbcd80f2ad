/**
 * How deep a JSON body may nest objects and arrays. The deepest body the product accepts is a
 * restaurant's menu, six levels (`{ menu: [{ items: [{ name: { en } }] }] }`; opening hours are four);
 * 32 leaves a wide margin and still stops bodies that overflow the stack of a recursive reader
 * or writer (JSON.stringify of a 100,000-deep array).
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests deeper than `maxDepth`, found in one pass over the text without recursion
 * (so it cannot overflow the stack it protects) and before anything parses it. Brackets inside
 * strings do not count. It does not validate: malformed text is left to the parser.
 */
export function jsonDepthExceeds(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth--;
  }
  return false;
}
