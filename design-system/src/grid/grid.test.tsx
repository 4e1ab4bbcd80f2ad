import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './grid.tsx';

const classesOf = (element: HTMLElement) => element.className.split(' ');

describe('Grid', () => {
  it('fits as many 16rem columns as there is room for by default', () => {
    render(<Grid gap={6} data-testid="grid" />);
    const grid = screen.getByTestId('grid');
    expect(classesOf(grid)).toEqual(['grid', 'box', 'spaced', 'fit', 'gap6']);
    expect(grid.style.getPropertyValue('--grid-min-item-size')).toBe('16rem');
  });

  it('takes the columns of a grid of cards, which no minimum width changes', () => {
    render(<Grid as="ul" gap={6} columns="cards" minItemSize="22rem" align="start" aria-label="Posts" />);
    const list = screen.getByRole('list', { name: 'Posts' });
    expect(classesOf(list)).toEqual(['grid', 'box', 'spaced', 'cards', 'gap6', 'alignStart']);
    expect(list.getAttribute('style')).toBeNull();
  });

  it('fills the row with columns of the width it is given', () => {
    render(<Grid gap={4} columns="fill" minItemSize="10rem" data-testid="grid" />);
    const grid = screen.getByTestId('grid');
    expect(classesOf(grid)).toEqual(['grid', 'box', 'spaced', 'fill', 'gap4']);
    expect(grid.style.getPropertyValue('--grid-min-item-size')).toBe('10rem');
  });
});
