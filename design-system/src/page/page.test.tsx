import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './page.tsx';

const classesOf = (element: HTMLElement) => element.className.split(' ');

describe('Page', () => {
  it("is the page's main landmark, as wide as it is told, with the default space below", () => {
    render(<Page width="48rem" aria-label="Settings" />);
    expect(classesOf(screen.getByRole('main', { name: 'Settings' }))).toEqual(['page', 'width-48rem', 'end-8']);
  });

  it('renders as another element with more space below', () => {
    render(<Page as="article" width="46rem" endSpace={12} aria-label="Post" />);
    const article = screen.getByRole('article', { name: 'Post' });
    expect(classesOf(article)).toEqual(['page', 'width-46rem', 'end-12']);
  });
});
