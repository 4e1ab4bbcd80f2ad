import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it('gives the page its one level-one heading, with its id, and what stands under it', () => {
    render(
      <PageHeader title="Saved" titleId="saved-title">
        <p>Your listings</p>
      </PageHeader>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Saved' });
    expect(heading.id).toBe('saved-title');
    expect(heading.nextElementSibling?.textContent).toBe('Your listings');
    expect(heading.parentElement?.tagName).toBe('DIV');
  });

  it('renders as a header when asked', () => {
    render(<PageHeader as="header" title="Edit post" />);
    expect(screen.getByRole('heading', { level: 1 }).parentElement?.tagName).toBe('HEADER');
  });
});
