import { useInfiniteQuery } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../testing/render-with-providers.tsx';
import { ListingResults } from './listing-results.tsx';

type Item = { _id: string; name: string };
type Page = { items: Item[]; total: number; page: number };

const PAGE_SIZE = 2;
const TOTAL = 4;

/** A page of the list as the API answers it; the test swaps in failures with `mockRejectedValueOnce`. */
const fetchPage = vi.fn(
  async (page: number): Promise<Page> => ({
    items: Array.from({ length: PAGE_SIZE }, (_, i) => {
      const n = (page - 1) * PAGE_SIZE + i + 1;
      return { _id: `item-${n}`, name: `Listing ${n}` };
    }),
    total: TOTAL,
    page,
  }),
);

/** The results under a real infinite query, as the restaurant and shop lists use them. */
function Results() {
  const query = useInfiniteQuery({
    queryKey: ['listing-results-test'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page) => (last.page * PAGE_SIZE < last.total ? last.page + 1 : undefined),
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <ListingResults
      query={query}
      items={items}
      total={TOTAL}
      capped={false}
      label="Listings"
      emptyTitle="Nothing here"
      onReset={() => {}}
      renderItem={(item) => <span data-testid="card">{item.name}</span>}
    />
  );
}

afterEach(() => fetchPage.mockClear());

describe('ListingResults', () => {
  it('says when "load more" fails, keeps the cards, and loads the page when clicked again', async () => {
    await setUpI18n('en');
    renderWithProviders(<Results />);
    expect(await screen.findByText('Showing 1 - 2 out of 4 results')).toBeVisible();

    fetchPage.mockRejectedValueOnce(new Error('down'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load more results. Please try again.');
    expect(screen.getAllByTestId('card').map((card) => card.textContent)).toEqual(['Listing 1', 'Listing 2']);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(await screen.findByText('Showing 1 - 4 out of 4 results')).toBeVisible();
    expect(screen.getAllByTestId('card')).toHaveLength(4);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 2]);
  });

  it('says it in Arabic on an Arabic page', async () => {
    await setUpI18n('ar');
    renderWithProviders(<Results />);
    await screen.findByText('عرض 1 - 2 من أصل 4 نتيجة');
    fetchPage.mockRejectedValueOnce(new Error('down'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'عرض المزيد' })));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'تعذر تحميل المزيد من النتائج. يرجى المحاولة مرة أخرى.',
    );
    await act(() => setUpI18n('en'));
  });
});
