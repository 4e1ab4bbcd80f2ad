import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AdminMessage } from 'contracts/schemas/admin';
import { ApiError } from 'platform/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { InboxView } from './inbox-view.tsx';
import { inboxQuery, readInboxParams } from './list-params.ts';

const get = vi.hoisted(() => vi.fn());
const patch = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { get, patch },
}));

const message = (n: number, extra: Partial<AdminMessage> = {}): AdminMessage => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  kind: 'contact',
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phoneNumber: '55512345',
  subject: `Question ${n}`,
  message: `The whole message ${n},\nover two lines.`,
  lang: 'en',
  createdAt: '2026-03-03T11:05:00.000Z',
  read: false,
  ...extra,
});
const page = (messages: AdminMessage[], total = messages.length, p = 1) => ({ messages, total, page: p, limit: 20 });
const listCalls = () => get.mock.calls.filter(([path]) => path === 'admin/messages');

describe('inbox params', () => {
  it('reads kind, read state, page and the open message from the address; the api gets unread as a boolean', () => {
    const params = readInboxParams(new URLSearchParams('kind=business_application&state=read&page=3&open=abc'));
    expect(params).toEqual({ page: 3, kind: 'business_application', state: 'read', open: 'abc' });
    expect(inboxQuery(params)).toEqual({ page: 3, limit: 20, kind: 'business_application', unread: false });
    expect(inboxQuery(readInboxParams(new URLSearchParams('kind=spam&state=maybe&page=0')))).toEqual({
      page: 1,
      limit: 20,
    });
  });
});

describe('InboxView', () => {
  beforeEach(async () => {
    get.mockReset();
    patch.mockReset();
    await setTestLanguage('en');
  });

  it('lists the page the address names with kind, sender, time and read state', async () => {
    get.mockResolvedValue(page([message(1), message(2, { kind: 'business_application', read: true })], 45, 2));
    renderWithProviders(<InboxView />, { path: '/admin/messages?page=2&kind=contact&state=unread' });
    const table = await screen.findByRole('table', { name: 'Messages, newest first' });
    await within(table).findByRole('button', { name: 'Question 1' });
    expect(listCalls()[0]).toEqual(['admin/messages', { page: 2, limit: 20, kind: 'contact', unread: true }]);
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(first as HTMLElement).getByText('Contact message')).toBeVisible();
    expect(within(first as HTMLElement).getByText('Unread')).toBeVisible();
    expect(first?.textContent).toMatch(/3 March 2026.*14:05/);
    expect(within(second as HTMLElement).getByText('List your business')).toBeVisible();
    expect(within(second as HTMLElement).getByText('Read')).toBeVisible();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    expect(screen.getByTestId('messages-total').textContent).toBe('45 messages');
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('contact');
    expect((screen.getByLabelText('Read state') as HTMLSelectElement).value).toBe('unread');
  });

  it('filters by kind and read state into the address, back on page 1', async () => {
    get.mockResolvedValue(page([message(1)], 45));
    renderWithProviders(<InboxView />, { path: '/admin/messages?page=2' });
    await screen.findByRole('button', { name: 'Question 1' });
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'business_application' } }),
    );
    expect(currentLocation.search).toBe('?kind=business_application');
    await act(async () => fireEvent.change(screen.getByLabelText('Read state'), { target: { value: 'read' } }));
    expect(currentLocation.search).toBe('?kind=business_application&state=read');
    expect(listCalls().at(-1)).toEqual([
      'admin/messages',
      { page: 1, limit: 20, kind: 'business_application', unread: false },
    ]);
  });

  it('opens a message in full and marks it read; reply is a mailto with the subject; mark unread closes it', async () => {
    get.mockResolvedValue(page([message(1)]));
    patch.mockResolvedValue({ ...message(1), read: true });
    renderWithProviders(<InboxView />, { path: '/admin/messages?state=unread' });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Question 1' })));
    expect(currentLocation.search).toBe('?state=unread&open=00000000-0000-4000-8000-000000000001');
    const open = await screen.findByTestId('open-message');
    expect(within(open).getByRole('heading', { name: 'Question 1' })).toBeVisible();
    expect(within(open).getByText(/The whole message 1,\s+over two lines\./)).toBeVisible();
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledWith('admin/message/00000000-0000-4000-8000-000000000001', { read: true });
    expect(within(open).getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toBe(
      'mailto:visitor1@example.com?subject=Re%3A%20Question%201',
    );
    // The list refetched after marking read no longer holds it (unread only): it stays open.
    get.mockResolvedValue(page([]));
    await act(async () => {});
    expect(screen.getByTestId('open-message')).toBeVisible();
    patch.mockResolvedValue({ ...message(1), read: false });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Mark unread' })));
    expect(patch).toHaveBeenLastCalledWith('admin/message/00000000-0000-4000-8000-000000000001', { read: false });
    expect(currentLocation.search).toBe('?state=unread');
    expect(screen.queryByTestId('open-message')).toBeNull();
  });

  it('does not mark a read message again, and replies in the visitor’s language', async () => {
    await setTestLanguage('ar');
    get.mockResolvedValue(page([message(1, { read: true, lang: 'ar', subject: 'سؤال' })]));
    renderWithProviders(<InboxView />, { path: '/admin/messages?open=00000000-0000-4000-8000-000000000001' });
    const open = await screen.findByTestId('open-message');
    expect(patch).not.toHaveBeenCalled();
    expect(within(open).getByRole('link', { name: 'الرد بالبريد الإلكتروني' }).getAttribute('href')).toBe(
      `mailto:visitor1@example.com?subject=${encodeURIComponent('رد: سؤال')}`,
    );
    expect(within(open).getByText('رسالة تواصل')).toBeVisible();
  });

  it('says so when nothing matches, and offers a retry when the inbox cannot load', async () => {
    get.mockResolvedValue(page([]));
    const first = renderWithProviders(<InboxView />);
    expect(await screen.findByText('No message matches these filters.')).toBeVisible();
    first.unmount();
    get.mockRejectedValue(new ApiError(500, { message: 'Down', code: 'INTERNAL' }));
    renderWithProviders(<InboxView />);
    expect(await screen.findByText('The messages could not be loaded')).toBeVisible();
    get.mockResolvedValue(page([message(1)]));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('button', { name: 'Question 1' })).toBeVisible();
  });
});
