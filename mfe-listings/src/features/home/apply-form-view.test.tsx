import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../testing/render-with-providers.tsx';
import { ApplyFormView } from './apply-form-view.tsx';

// The form's code arrives only when the test says so, as over a slow connection.
const formCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive: () => arrive(), arrived };
});
vi.mock('./apply-form.tsx', async () => {
  await formCode.arrived;
  return { default: () => <p>The apply form</p> };
});

beforeAll(() => setUpI18n('en'));

describe('apply form drawer view', () => {
  it('says the form is loading until its code arrives', async () => {
    renderWithProviders(<ApplyFormView close={() => {}} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading the form');
    expect(screen.queryByText('The apply form')).toBeNull();
    await act(async () => formCode.arrive());
    expect(await screen.findByText('The apply form')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
