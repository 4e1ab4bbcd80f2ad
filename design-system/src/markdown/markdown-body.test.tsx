import './happy-dom-for-dompurify.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownBody } from './markdown-body.tsx';

describe('MarkdownBody', () => {
  it('renders the sanitised Markdown in Arabic right to left, with the given test id', () => {
    render(
      <MarkdownBody
        markdown={'## شاي\n\n- كرك\n\n<script>window.hacked = true</script>'}
        lang="ar"
        data-testid="body"
      />,
    );
    const body = screen.getByTestId('body');
    expect(body.getAttribute('dir')).toBe('rtl');
    expect(body.getAttribute('lang')).toBe('ar');
    expect(body.querySelector('h2')?.textContent).toBe('شاي');
    expect(body.querySelector('li')?.textContent).toBe('كرك');
    expect(body.querySelector('script')).toBeNull();
  });

  it('is left to right in English', () => {
    render(<MarkdownBody markdown="[Souq](https://example.qa)" lang="en" data-testid="en-body" />);
    const body = screen.getByTestId('en-body');
    expect(body.getAttribute('dir')).toBe('ltr');
    expect(body.querySelector('a')?.getAttribute('href')).toBe('https://example.qa');
  });
});
