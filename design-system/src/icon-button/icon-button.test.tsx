import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button.tsx';

describe('IconButton', () => {
  it('is named by its label, reports pressed, and clicks', () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Favorite" pressed onClick={onClick}>
        ♥
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Favorite' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading stays enabled and focused, says it is busy, and ignores clicks', () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Favorite" loading onClick={onClick}>
        ♥
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Favorite' }) as HTMLButtonElement;
    button.focus();
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
