import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './grid.tsx';

const classesOf = (element: HTMLElement) => element.className.split(' ');

describe('Grid', () => {
  it('fits as many 16rem columns as there is room for by default', () => {
    render(<Grid gap={6} data-testid="grid" />);
    expect(classesOf(screen.getByTestId('grid'))).toEqual(['grid', 'fit', 'min-16rem', 'gap6']);
  });

  it('takes the columns of a grid of cards, which no minimum width changes', () => {
    render(<Grid as="ul" gap={6} columns="cards" minItemSize="22rem" align="start" aria-label="Posts" />);
    expect(classesOf(screen.getByRole('list', { name: 'Posts' }))).toEqual(['grid', 'cards', 'gap6', 'alignStart']);
  });

  it('fills the row with columns of the width it is given', () => {
    render(<Grid gap={4} columns="fill" minItemSize="10rem" data-testid="grid" />);
    expect(classesOf(screen.getByTestId('grid'))).toEqual(['grid', 'fill', 'min-10rem', 'gap4']);
  });
});
