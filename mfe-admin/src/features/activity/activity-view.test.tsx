import { act, fireEvent, screen, within } from '@testing-library/react';
import { playbackModes } from 'contracts/enums';
import { type ActivityEntry, SYSTEM_ACTOR_ID } from 'contracts/schemas/activity';
import { ApiError } from 'platform/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { ActivityView } from './activity-view.tsx';
import { activityQuery, readActivityParams } from './list-params.ts';

const get = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({ ...(await actual<typeof import('platform/api')>()), api: { get } }));

const ADMIN_ID = '00000000-0000-4000-8000-0000000000aa';
const TARGET_ID = '00000000-0000-4000-8000-0000000000bb';
const entry = (n: number, extra: Partial<ActivityEntry> = {}): ActivityEntry => ({
  _id: `entry-${n}`,
  at: '2026-03-03T11:05:00.000Z',
  actor: { _id: ADMIN_ID, fullName: 'Admin Person', email: 'admin@example.com' },
  action: 'update',
  entityType: 'user',
  entityId: TARGET_ID,
  entityName: { en: 'Mariam', ar: 'Mariam' },
  changes: { role: { before: 'user', after: 'business' } },
  ip: '127.0.0.1',
  batch: null,
  ...extra,
});
const page = (activity: ActivityEntry[], total = activity.length, p = 1) => ({ activity, total, page: p, limit: 20 });

/** The api answers the timeline with `timeline` and the actor filter's admins list with one admin. */
function answer(timeline: unknown) {
  get.mockImplementation(async (path: string) => {
    if (path === 'admin/all-users') return { users: [{ _id: ADMIN_ID, fullName: 'Admin Person' }] };
    if (timeline instanceof Error) throw timeline;
    return timeline;
  });
}
const timelineCalls = () => get.mock.calls.filter(([path]) => path === 'admin/activity');

describe('activity list params', () => {
  it('reads the filters from the address and drops what the api would refuse', () => {
    const params = readActivityParams(
      new URLSearchParams(
        `actorId=${ADMIN_ID}&entityType=user&entityId=${TARGET_ID}&from=2026-03-01&to=2026-03-05&page=2`,
      ),
    );
    expect(activityQuery(params)).toEqual({
      page: 2,
      limit: 20,
      actorId: ADMIN_ID,
      entityType: 'user',
      entityId: TARGET_ID,
      from: '2026-03-01',
      to: '2026-03-05',
    });
    const bad = readActivityParams(
      new URLSearchParams('actorId=nope&entityType=planet&from=2026-03-05&to=2026-03-01&page=-1'),
    );
    expect(activityQuery(bad)).toEqual({ page: 1, limit: 20, from: '2026-03-05' });
  });
});

describe('ActivityView', () => {
  beforeEach(async () => {
    get.mockReset();
    await setTestLanguage('en');
  });

  it('says when an entry is one record of a bulk action, with the batch size, in both languages', async () => {
    const batch = { id: '00000000-0000-4000-8000-0000000000cc', size: 30 };
    answer(page([entry(1, { entityType: 'restaurant', batch }), entry(2)], 2));
    const { unmount } = renderWithProviders(<ActivityView />);
    const [bulk, single] = (await screen.findAllByTestId('activity-entry')) as HTMLElement[];
    expect(bulk?.textContent).toContain('Part of a bulk action on 30 records');
    expect(single?.textContent).not.toContain('bulk action');
    unmount();
    await setTestLanguage('ar');
    answer(page([entry(1, { batch: { ...batch, size: 2 } })], 1));
    renderWithProviders(<ActivityView />);
    expect((await screen.findByTestId('activity-entry')).textContent).toContain('جزء من إجراء جماعي على سجلين');
  });

  it('shows each entry with its actor, action, entity, time in Qatar and the changed fields before → after', async () => {
    answer(page([entry(1), entry(2, { action: 'delete', changes: {} })], 2));
    renderWithProviders(<ActivityView />);
    const entries = await screen.findAllByTestId('activity-entry');
    expect(timelineCalls()[0]).toEqual(['admin/activity', { page: 1, limit: 20 }]);
    const first = entries[0] as HTMLElement;
    expect(first.textContent).toContain('Admin Person');
    expect(within(first).getByText('Updated')).toBeVisible();
    expect(within(first).getByRole('link').textContent).toBe('User Mariam');
    // 11:05 UTC is 14:05 in Qatar.
    expect(first.querySelector('time')?.textContent).toMatch(/^3 March 2026.*14:05$/);
    expect(first.querySelector('dt')?.textContent).toBe('Role');
    expect(first.querySelector('del')?.textContent).toBe('User');
    expect(first.querySelector('ins')?.textContent).toBe('Business owner');
    expect(within(entries[1] as HTMLElement).getByText('Deleted')).toBeVisible();
    expect(screen.getByTestId('activity-total').textContent).toBe('2 changes');
  });

  it('speaks Arabic: labels, digits and the diff', async () => {
    await setTestLanguage('ar');
    answer(page([entry(1)]));
    renderWithProviders(<ActivityView />);
    const [first] = await screen.findAllByTestId('activity-entry');
    expect(within(first as HTMLElement).getByText('تعديل')).toBeVisible();
    expect(within(first as HTMLElement).getByRole('link').textContent).toContain('مستخدم');
    expect(first?.querySelector('time')?.textContent).toContain('مارس');
    expect(first?.querySelector('ins')?.textContent).toBe('صاحب عمل');
  });

  it("shows the forms' labels, readable values and the record's name, in Arabic", async () => {
    await setTestLanguage('ar');
    const listing = entry(1, {
      entityType: 'restaurant',
      entityName: { en: 'Al Bandar', ar: 'البندر' },
      changes: {
        nameAr: { before: 'بندر', after: 'البندر' },
        featured: { before: false, after: true },
        cuisineTypes: { before: ['qatari'], after: ['qatari', 'seafood'] },
        status: { before: 'draft', after: 'published' },
      },
    });
    const user = entry(2, {
      changes: {
        fullName: { before: null, after: 'Mariam' },
        emailVerifiedAt: { before: null, after: '2026-03-03T11:05:00.000Z' },
      },
    });
    const playback = entry(3, {
      entityType: 'playback',
      entityId: 'blog',
      entityName: null,
      changes: { playback: { before: 'autoplay', after: 'off' } },
    });
    answer(page([listing, user, playback]));
    renderWithProviders(<ActivityView />);
    const [first, second, third] = (await screen.findAllByTestId('activity-entry')) as HTMLElement[];
    const texts = (element: HTMLElement | undefined, selector: string) =>
      [...(element?.querySelectorAll(selector) ?? [])].map((node) => node.textContent);

    expect(within(first as HTMLElement).getByRole('link').textContent).toBe('مطعم البندر');
    expect(texts(first, 'dt')).toEqual(['الاسم (بالعربية)', 'مميز', 'المطابخ', 'الحالة']);
    expect(texts(first, 'ins')).toEqual(['البندر', 'نعم', 'قطري، مأكولات بحرية', 'منشور']);
    expect(texts(first, 'del')).toEqual(['بندر', 'لا', 'قطري', 'مسودة']);

    expect(texts(second, 'dt')).toEqual(['الاسم', 'تاريخ تأكيد البريد الإلكتروني']);
    // 11:05 UTC is 14:05 in Qatar, in the page's language.
    expect(texts(second, 'ins')[1]).toContain('مارس');
    expect(texts(second, 'ins')[1]).not.toContain('2026-03-03T');

    expect(within(third as HTMLElement).getByRole('link').textContent).toContain('المدونات');
    expect(texts(third, 'dt')).toEqual(['تشغيل الفيديو']);
    expect(texts(third, 'ins')).toEqual([playbackModes.labels.off.ar]);
  });

  it('names a record deleted since by the start of its id', async () => {
    answer(page([entry(1, { action: 'delete', entityName: null, changes: {} })]));
    renderWithProviders(<ActivityView />);
    const [first] = await screen.findAllByTestId('activity-entry');
    expect(within(first as HTMLElement).getByRole('link').textContent).toBe('User 00000000');
  });

  it('names the trash purge by the system, in the language of the page', async () => {
    await setTestLanguage('ar');
    const purge = entry(1, {
      action: 'purge',
      entityType: 'restaurant',
      actor: { _id: SYSTEM_ACTOR_ID, fullName: 'System', email: '' },
    });
    answer(page([purge]));
    renderWithProviders(<ActivityView />);
    const [first] = await screen.findAllByTestId('activity-entry');
    expect(first?.querySelector('strong')?.textContent).toBe('النظام');
  });

  it('applies the filters together into the address and the api query, back on page 1; an entity links to its own history', async () => {
    answer(page([entry(1)], 45, 2));
    renderWithProviders(<ActivityView />, { path: '/admin/activity?page=2' });
    await screen.findAllByTestId('activity-entry');
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    await screen.findByRole('option', { name: 'Admin Person' });
    fireEvent.change(screen.getByLabelText('Administrator'), { target: { value: ADMIN_ID } });
    fireEvent.change(screen.getByLabelText('Entity type'), { target: { value: 'user' } });
    fireEvent.change(screen.getByLabelText('Entity id'), { target: { value: ` ${TARGET_ID} ` } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-04' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply filters' })));
    expect(new URLSearchParams(currentLocation.search).toString()).toBe(
      `actorId=${ADMIN_ID}&entityType=user&entityId=${TARGET_ID}&from=2026-03-01&to=2026-03-04`,
    );
    expect(timelineCalls().at(-1)).toEqual([
      'admin/activity',
      {
        page: 1,
        limit: 20,
        actorId: ADMIN_ID,
        entityType: 'user',
        entityId: TARGET_ID,
        from: '2026-03-01',
        to: '2026-03-04',
      },
    ]);
    const link = within(screen.getAllByTestId('activity-entry')[0] as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe(`/admin/activity?entityType=user&entityId=${TARGET_ID}`);
  });

  it('pages forward, the page in the address', async () => {
    answer(page([entry(1)], 45));
    renderWithProviders(<ActivityView />, { path: '/admin/activity?entityType=user' });
    await screen.findAllByTestId('activity-entry');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(currentLocation.search).toBe('?entityType=user&page=2');
    expect(timelineCalls().at(-1)).toEqual(['admin/activity', { page: 2, limit: 20, entityType: 'user' }]);
  });

  it('shows loading entries, then says so when nothing matches', async () => {
    let resolve: (value: unknown) => void = () => {};
    get.mockImplementation(async (path: string) =>
      path === 'admin/activity' ? new Promise((done) => (resolve = done)) : { users: [] },
    );
    renderWithProviders(<ActivityView />);
    expect(screen.getAllByTestId('activity-loading')).toHaveLength(3);
    await act(async () => resolve(page([])));
    expect(await screen.findByText('No change matches these filters.')).toBeVisible();
  });

  it('offers a retry when the timeline cannot load', async () => {
    answer(new ApiError(500, { message: 'Down', code: 'INTERNAL' }));
    renderWithProviders(<ActivityView />);
    expect(await screen.findByText('The activity could not be loaded')).toBeVisible();
    answer(page([entry(1)]));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findAllByTestId('activity-entry')).toHaveLength(1);
  });

  it('shows a long text’s change as a word diff, its removed and added words marked, in the form’s words', async () => {
    const before =
      'A West Bay florist arranging hand-tied bouquets from Dutch roses, peonies and seasonal blooms, delivered across Doha.';
    const after =
      'A West Bay florist arranging hand-tied bouquets from Kenyan roses, peonies and seasonal blooms, delivered across Doha the same day.';
    answer(
      page([
        entry(1, {
          entityType: 'shop',
          entityName: { en: 'Bloom & Bay Florist', ar: 'زهور الخليج' },
          changes: { descriptionEn: { before, after }, phone: { before: '44110000', after: '44110001' } },
        }),
      ]),
    );
    renderWithProviders(<ActivityView />, { path: '/admin/activity' });
    const diff = await screen.findByTestId('word-diff');
    expect([...diff.querySelectorAll('del')].map((del) => del.textContent)).toEqual(['removed: Dutch']);
    expect([...diff.querySelectorAll('ins')].map((ins) => ins.textContent)).toEqual([
      'added: Kenyan',
      'added:  the same day',
    ]);
    // The whole text once, not twice: the unchanged words are there a single time.
    expect(diff.textContent?.match(/hand-tied bouquets/g)).toHaveLength(1);
    // A short value keeps its before and after.
    expect(screen.getAllByTestId('activity-entry')[0]?.querySelectorAll('[data-testid="word-diff"]')).toHaveLength(1);
    expect(screen.getByText('44110000')).toBeVisible();
    expect(screen.getByText('44110001')).toBeVisible();
  });
});
