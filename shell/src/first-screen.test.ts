import { describe, expect, it } from 'vitest';
import { hasFirstScreen, releaseFirstScreen } from './first-screen.ts';

describe("the server's first screen", () => {
  it('is handed over: the root is no longer inert, busy or marked', () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('aria-busy', 'true');
    root.setAttribute('inert', '');
    root.setAttribute('data-first-screen', '');
    expect(hasFirstScreen(root)).toBe(true);
    releaseFirstScreen(root);
    expect(root.getAttributeNames()).toEqual(['id']);
    expect(hasFirstScreen(root)).toBe(false);
    releaseFirstScreen(null); // no root: nothing to do
  });
});
