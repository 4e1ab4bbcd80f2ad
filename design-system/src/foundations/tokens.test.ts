// @vitest-environment node

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colorRole, contrastOn, foundationOf, milliseconds, parseTokens, tokensOf } from './tokens.ts';

// Read from disk: the unit tests' CSS handling hands `?raw` stylesheets over empty.
const tokensCss = readFileSync(new URL('../tokens/tokens.css', import.meta.url), 'utf8');
const tokens = parseTokens(tokensCss);
const named = (name: string) => tokens.find((token) => token.name === name);

/** The declarations of tokens.css's :root read line by line, apart from the parser. */
function declaredOnRoot(css: string): string[] {
  const root = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
  return root
    .split('\n')
    .map((line) => /^\s*(--[\w-]+)\s*:/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

describe('the tokens the foundations pages read', () => {
  it('are every custom property of tokens.css, with its value', () => {
    expect(tokens.length).toBeGreaterThan(30);
    expect(tokens.map((token) => token.name)).toEqual(declaredOnRoot(tokensCss));
    expect(named('--color-brand')?.value).toBe('#8a1538');
    expect(named('--shadow-md')?.value).toBe('0 4px 16px rgb(0 0 0 / 0.08)');
  });

  it('each have a foundations page (a new kind of token needs one)', () => {
    const homeless = tokens.filter((token) => foundationOf(token.name) === undefined).map((token) => token.name);
    expect(homeless).toEqual([]);
  });

  it('say, for each colour, what it is (a background) or what colour tokens it is drawn on', () => {
    const colors = tokensOf(tokens, 'color');
    const names = colors.map((token) => token.name);
    expect(colors.some((token) => colorRole(token).kind === 'background')).toBe(true);
    for (const token of colors) {
      const role = colorRole(token);
      expect(role.kind, `${token.name} says what it is`).not.toBe('unknown');
      if ('on' in role) {
        for (const on of role.on) expect(names, `${token.name} is drawn on ${on}`).toContain(`--color-${on}`);
      }
    }
  });

  it('meet WCAG AA on every background they are drawn on: text 4.5:1, the edges of controls 3:1', () => {
    const failing: string[] = [];
    for (const token of tokensOf(tokens, 'color')) {
      const role = colorRole(token);
      if (!('on' in role)) continue;
      for (const on of role.on) {
        const { ratio, pass } = contrastOn(token, named(`--color-${on}`)?.value ?? '', role.kind);
        if (ratio !== undefined && !pass) failing.push(`${token.name} on ${on}: ${ratio.toFixed(2)}:1`);
      }
    }
    expect(failing).toEqual([]);
  });

  it('hold the motion durations of spec §9', () => {
    const durations = Object.fromEntries(tokensOf(tokens, 'duration').map((t) => [t.name, milliseconds(t.value)]));
    expect(durations).toMatchObject({
      '--duration-drawer-layout': 450,
      '--duration-drawer-resize-block': 250,
      '--duration-gallery-open': 400,
      '--duration-gallery-slide': 300,
      '--duration-toast-removal': 200,
    });
  });
});

describe('contrastOn', () => {
  it('gives the ratio on a background and whether it meets AA for the use; no ratio for what is not a colour', () => {
    const grey = { name: '--color-grey', value: '#767676' };
    expect(contrastOn(grey, '#fff', 'text')).toEqual({ ratio: expect.closeTo(4.54, 2), pass: true });
    expect(contrastOn(grey, '#888', 'ui')).toMatchObject({ pass: false });
    expect(contrastOn(grey, 'var(--color-surface)', 'text')).toEqual({ pass: false });
  });
});

describe('parseTokens', () => {
  it('reads :root only, with the comment ending a declaration', () => {
    const css = ':root {\n  --a: #fff; /* background */\n  --b: 1px;\n}\nhtml { --c: 2px; }';
    expect(parseTokens(css)).toEqual([
      { name: '--a', value: '#fff', note: 'background' },
      { name: '--b', value: '1px' },
    ]);
  });
});

describe('milliseconds', () => {
  it('reads seconds and milliseconds', () => {
    expect(milliseconds('0.45s')).toBe(450);
    expect(milliseconds('250ms')).toBe(250);
    expect(milliseconds('fast')).toBeNaN();
  });
});
