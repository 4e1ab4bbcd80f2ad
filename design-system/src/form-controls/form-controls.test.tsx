import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiSelect, PasswordField, RadioGroup, Switch } from './form-controls.tsx';

describe('form controls', () => {
  it('shows and hides a password', () => {
    render(<PasswordField label="Password" showLabel="Show" hideLabel="Hide" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('adds and removes values in a multi-select', () => {
    function Harness() {
      const [value, setValue] = useState<string[]>(['qatari']);
      return (
        <>
          <MultiSelect
            legend="Cuisine"
            name="cuisine"
            value={value}
            onChange={setValue}
            options={[
              { value: 'qatari', label: 'Qatari' },
              { value: 'indian', label: 'Indian' },
            ]}
          />
          <output>{value.join(',')}</output>
        </>
      );
    }
    render(<Harness />);
    fireEvent.click(screen.getByLabelText('Indian'));
    expect(screen.getByRole('status').textContent).toBe('qatari,indian');
    fireEvent.click(screen.getByLabelText('Qatari'));
    expect(screen.getByRole('status').textContent).toBe('indian');
  });

  it('reports the error of a radio group', () => {
    render(
      <RadioGroup
        legend="Role"
        name="role"
        value={undefined}
        onChange={() => {}}
        error="Please select a role."
        options={[{ value: 'user', label: 'User' }]}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Please select a role.');
    expect(screen.getByRole('group', { name: 'Role' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('is a switch', () => {
    let last = false;
    render(
      <Switch
        label="Open now"
        checked={false}
        onChange={(v) => {
          last = v;
        }}
      />,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Open now' }));
    expect(last).toBe(true);
  });
});
