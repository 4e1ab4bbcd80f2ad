import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from 'platform/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../testing/render-with-providers.tsx';
import ContactPage from './contact-page.tsx';

vi.mock('platform/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn();
beforeEach(() => {
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

function fillValidForm() {
  fill('Full name', 'Mariam Al-Kuwari');
  fill('Email', 'mariam@example.qa');
  fill('Phone number', '97455512345');
  fill('Subject', 'Opening hours');
  fill('Message', 'Could you add the Friday hours of Souq Grill?');
}

describe('contact form', () => {
  it('shows each field’s validation message in English, linked to its field', async () => {
    await setUpI18n('en');
    renderWithProviders(<ContactPage />, { url: '/contact-us' });
    fill('Phone number', '12ab');
    await submit('Send message');
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Phone number must contain digits only')).toBeVisible();
    expect(screen.getByText('Subject is required')).toBeVisible();
    expect(screen.getByText('Message is required')).toBeVisible();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Email is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the validation messages in Arabic', async () => {
    await setUpI18n('ar');
    renderWithProviders(<ContactPage />, { url: '/contact-us' });
    fill('البريد الإلكتروني', 'not-an-email');
    await submit('إرسال الرسالة');
    expect(await screen.findByText('الاسم مطلوب')).toBeVisible();
    expect(screen.getByText('عنوان البريد الإلكتروني غير صالح')).toBeVisible();
    expect(screen.getByText('رقم الهاتف مطلوب')).toBeVisible();
    expect(screen.getByText('الموضوع مطلوب')).toBeVisible();
    expect(screen.getByText('الرسالة مطلوبة')).toBeVisible();
    expect(screen.getByText('الدوحة، قطر')).toBeVisible();
  });

  it('sends the message, thanks the sender and empties the form', async () => {
    await setUpI18n('en');
    fetchMock.mockReturnValue(answer(201, { data: { _id: 'm1' } }));
    renderWithProviders(<ContactPage />, { url: '/contact-us' });
    fillValidForm();
    await submit('Send message');
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/^\/api\/v1\/contact\/\?/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'mariam@example.qa', subject: 'Opening hours' });
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
  });

  it('says the catalogue’s line when sending fails', async () => {
    await setUpI18n('en');
    fetchMock.mockReturnValue(answer(500, { message: 'boom', code: 'INTERNAL' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ContactPage />, { url: '/contact-us' });
    fillValidForm();
    await submit('Send message');
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to submit contact form. Please try again later.'),
    );
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'the session is gone (401 AUTO_LOGOUT)',
      () => answer(401, { action: 'AUTO_LOGOUT', code: 'TOKEN_EXPIRED', message: 'Session expired.' }),
    ],
  ])('leaves the one toast to the API client when %s', async (_, reply) => {
    await setUpI18n('en');
    let settle: () => void = () => {};
    fetchMock.mockImplementation(() => new Promise<void>((resolve) => (settle = resolve)).then(reply));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ContactPage />, { url: '/contact-us' });
    fillValidForm();
    const send = screen.getByRole('button', { name: 'Send message' });
    await submit('Send message');
    await waitFor(() => expect(send.getAttribute('aria-busy')).toBe('true'));
    await act(async () => settle());
    // Settled: the form's own catch has run.
    await waitFor(() => expect(send.getAttribute('aria-busy')).toBeNull());
    expect(notify.error).toHaveBeenCalledOnce();
    expect(notify.error).not.toHaveBeenCalledWith('Failed to submit contact form. Please try again later.');
  });
});
