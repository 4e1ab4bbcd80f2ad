import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card.tsx';

describe('Card', () => {
  it('is a div surface by default', () => {
    render(<Card data-testid="card">Content</Card>);
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card.className).toContain('card');
    expect(card.textContent).toBe('Content');
  });

  it('renders as the element it is given and keeps extra classes and attributes', () => {
    render(
      <Card as="section" className="extra" aria-label="Summary">
        Content
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Summary' });
    expect(card.tagName).toBe('SECTION');
    expect(card.className).toBe('card extra');
  });
});
