import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('labels its input and links the error to it', () => {
    render(<TextField label="Email" error="Invalid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Invalid email address');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('has no error state without an error', () => {
    render(<TextField label="الاسم" />);
    expect(screen.getByLabelText('الاسم').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
