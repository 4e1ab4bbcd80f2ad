import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { overlayView } from 'platform/overlays';
import { notify } from 'platform/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../testing/render-with-providers.tsx';
import ApplyForm from './apply-form.tsx';
import { ApplyFormView } from './apply-form-view.tsx';

vi.mock('platform/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('apply form', () => {
  it('is registered as the drawer view "apply-form"', () => {
    expect(overlayView('drawer', 'apply-form')).toBe(ApplyFormView);
  });

  it('validates with the contact schema, in Arabic', async () => {
    await setUpI18n('ar');
    renderWithProviders(<ApplyForm close={() => {}} />);
    expect((screen.getByLabelText('الموضوع') as HTMLInputElement).value).toBe('طلب إدراج نشاط تجاري');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'إرسال الطلب' })));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeVisible();
    expect(screen.getByText('رقم الهاتف مطلوب')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the application to the team and closes the drawer', async () => {
    await setUpI18n('en');
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: { _id: 'a1' } }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const close = vi.fn();
    renderWithProviders(<ApplyForm close={close} />);
    expect(screen.getByRole('heading', { name: 'List your business' })).toBeVisible();
    fill('Full name', 'Hamad Al-Thani');
    fill('Email', 'hamad@example.qa');
    fill('Phone number', '97455598765');
    fill('Message', 'We run a flower shop in Al Wakrah and would like to be listed.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send application' })));
    await waitFor(() => expect(close).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/^\/api\/v1\/contact\//);
    expect(JSON.parse(String(init.body))).toMatchObject({
      kind: 'business_application',
      subject: 'Business listing application',
      email: 'hamad@example.qa',
    });
    expect(notify.success).toHaveBeenCalledWith(
      'Thank you! Your application has been sent. Our team will contact you soon.',
    );
  });
});
