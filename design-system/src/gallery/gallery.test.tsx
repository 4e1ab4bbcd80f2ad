import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Gallery } from './gallery.tsx';

const items = [1, 2, 3].map((n) => ({ src: `/p${n}.webp`, alt: `Photo ${n}` }));
const labels = {
  gallery: 'Photos',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  position: (n: number, t: number) => `${n} of ${t}`,
};

describe('Gallery', () => {
  it('opens at the starting slide and moves with buttons and arrow keys, mirrored in Arabic', async () => {
    render(<Gallery open items={items} startSlide={2} onClose={() => {}} labels={labels} dir="rtl" />);
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Photo 2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(screen.getByText('3 of 3')).toBeVisible();
    await act(async () => fireEvent.keyDown(screen.getByLabelText('Photos'), { key: 'ArrowLeft' }));
    expect(screen.getByText('1 of 3')).toBeVisible();
  });

  it('starts at slide 1 by default and closes with its button', async () => {
    const onClose = vi.fn();
    render(<Gallery open items={items} onClose={onClose} labels={labels} />);
    expect(screen.getByText('1 of 3')).toBeVisible();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(onClose).toHaveBeenCalled();
  });
});
