import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverPages } from './first-screen.tsx';

describe('the pages mfe-listings renders on the server', () => {
  it('are pages it exposes, under the same names', () => {
    const config = readFileSync(path.join(process.cwd(), 'rsbuild.config.ts'), 'utf8');
    for (const name of Object.keys(serverPages)) expect(config).toContain(`'./${name}':`);
  });

  it('leave out a blog post: DOMPurify, which sanitises its Markdown, passes HTML through as it came without a DOM', () => {
    expect(Object.keys(serverPages)).not.toContain('blog-page');
  });
});
