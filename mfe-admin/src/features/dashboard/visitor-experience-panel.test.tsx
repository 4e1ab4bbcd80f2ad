import { act, fireEvent, screen, within } from '@testing-library/react';
import type { VisitorExperience } from 'contracts/schemas/vitals';
import { ApiError } from 'platform/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { VisitorExperiencePanel } from './visitor-experience-panel.tsx';

const get = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({ ...(await actual<typeof import('platform/api')>()), api: { get } }));

const experience: VisitorExperience = {
  since: '2026-12-02T09:00:00.000Z',
  routes: [
    { routeKind: 'restaurant', lcpMs: 3250, inpMs: 184, cls: 0.0512, samples: 1240 },
    { routeKind: 'blogs', lcpMs: 1800, inpMs: null, cls: 0.01, samples: 8 },
  ],
  errors: [{ remote: 'mfe-listings', release: '0.1.0-3f9c2a7d10', count: 3 }],
};
const empty: VisitorExperience = { since: experience.since, routes: [], errors: [] };

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('VisitorExperiencePanel', () => {
  beforeEach(() => get.mockReset());

  it("shows each page kind's p75 LCP, INP and CLS, and the errors per remote release", async () => {
    await setTestLanguage('en');
    get.mockResolvedValue(experience);
    renderWithProviders(<VisitorExperiencePanel />);
    const vitals = await screen.findByRole('table', { name: 'Core Web Vitals per kind of page' });
    expect(cellsOf(vitals)).toEqual([
      ['Restaurant page', '3.25 s', '184 ms', '0.05', '1,240'],
      ['Blog list', '1.80 s', '—', '0.01', '8'],
    ]);
    const errors = screen.getByRole('table', { name: 'Uncaught errors per remote release' });
    expect(cellsOf(errors)).toEqual([['Listings and blogs', '0.1.0-3f9c2a7d10', '3']]);
    expect(get).toHaveBeenCalledWith('admin/visitor-experience');
  });

  it('says so in Arabic when nothing was measured', async () => {
    await setTestLanguage('ar');
    get.mockResolvedValue(empty);
    renderWithProviders(<VisitorExperiencePanel />);
    expect(await screen.findByText('لا قياسات بعد')).toBeVisible();
    expect(screen.getByText('لم يُبلَّغ عن أخطاء في آخر 24 ساعة.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'تجربة الزوار (آخر 24 ساعة)' })).toBeVisible();
  });

  it('names page kinds in Arabic with the same digits', async () => {
    await setTestLanguage('ar');
    get.mockResolvedValue(experience);
    renderWithProviders(<VisitorExperiencePanel />);
    const vitals = await screen.findByRole('table', { name: 'مؤشرات أداء الويب الأساسية حسب نوع الصفحة' });
    expect(cellsOf(vitals)[0]).toEqual(['صفحة مطعم', '3.25 ث', '184 م.ث', '0.05', '1,240']);
  });

  it('shows a skeleton while loading, then an error with a retry that asks again', async () => {
    await setTestLanguage('en');
    let fail: (error: unknown) => void = () => {};
    get.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    renderWithProviders(<VisitorExperiencePanel />);
    expect(screen.getByTestId('visitor-experience-loading').getAttribute('aria-busy')).toBe('true');
    await act(async () => fail(new ApiError(500, null)));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('What visitors experience could not be loaded')).toBeVisible();
    get.mockResolvedValueOnce(experience);
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('table', { name: 'Core Web Vitals per kind of page' })).toBeVisible();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
