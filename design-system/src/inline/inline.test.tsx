import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from './inline.tsx';

const classesOf = (element: HTMLElement) => element.className.split(' ');

describe('Inline', () => {
  it('wraps by default, with its gap, row gap, justification and alignment as classes', () => {
    render(<Inline gap={4} rowGap={2} justify="space-between" align="center" data-testid="inline" />);
    expect(classesOf(screen.getByTestId('inline'))).toEqual([
      'inline',
      'box',
      'spaced',
      'gap4',
      'rowGap2',
      'justify-space-between',
      'align-center',
    ]);
  });

  it('keeps to one line when told not to wrap', () => {
    render(<Inline as="ul" gap={2} wrap={false} aria-label="Tags" />);
    expect(classesOf(screen.getByRole('list', { name: 'Tags' }))).toEqual([
      'inline',
      'box',
      'spaced',
      'gap2',
      'noWrap',
    ]);
  });
});
