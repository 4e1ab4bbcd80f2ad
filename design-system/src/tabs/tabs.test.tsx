import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

function Harness({ dir }: { dir: 'ltr' | 'rtl' }) {
  const [selected, setSelected] = useState('favorite');
  return (
    <Tabs
      label="Saved"
      dir={dir}
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'favorite', label: 'Favorite' },
        { id: 'bookmark', label: 'Bookmark' },
        { id: 'shop', label: 'Shop' },
      ]}
    >
      <p>{selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves with the arrow keys, Home and End', () => {
    render(<Harness dir="ltr" />);
    const list = screen.getByRole('tablist', { name: 'Saved' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Bookmark' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('shop');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('favorite');
    expect(screen.getByRole('tab', { name: 'Favorite' }).tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Shop' }).tabIndex).toBe(-1);
  });

  it('mirrors the arrow keys right to left', () => {
    render(<Harness dir="rtl" />);
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('bookmark');
  });
});
