import type { TestApi } from './test-api.ts';

/** Every item of a list endpoint, page by page (so a filter's whole result can be compared). */
export async function allItems(api: TestApi, url: string, lang?: string) {
  // biome-ignore lint/suspicious/noExplicitAny: list items as the api sent them
  const items: any[] = [];
  for (let page = 1; page < 100; page++) {
    const separator = url.includes('?') ? '&' : '?';
    const response = await api.get(`${url}${separator}limit=50&page=${page}`, lang);
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(response.body)}`);
    items.push(...response.body.items);
    if (items.length >= response.body.total || response.body.items.length === 0) break;
  }
  return items;
}

export const slugsOf = (items: { slug: string }[]) => items.map((i) => i.slug).sort();
