import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './stack.tsx';

const classesOf = (element: HTMLElement) => element.className.split(' ');

describe('Stack', () => {
  it('is a div whose gap is a class of the spacing scale', () => {
    render(<Stack gap={6} data-testid="stack" />);
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(classesOf(stack)).toEqual(['stack', 'box', 'spaced', 'gap6']);
  });

  it('renders as the element it is given, with its attributes, aligned as asked', () => {
    render(
      <Stack as="ul" gap={2} align="start" aria-label="Results">
        <li>One</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Results' });
    expect(classesOf(list)).toEqual(['stack', 'box', 'spaced', 'gap2', 'start']);
    expect(screen.getByRole('listitem').textContent).toBe('One');
  });

  it('passes a form its handlers', () => {
    let submitted = false;
    render(
      <Stack
        as="form"
        gap={4}
        aria-label="Profile"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <button type="submit">Save</button>
      </Stack>,
    );
    const form = screen.getByRole('form', { name: 'Profile' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    screen.getByRole('button', { name: 'Save' }).click();
    expect(submitted).toBe(true);
  });
});
