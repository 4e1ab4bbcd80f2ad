import { mkdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * What JavaScript a visitor's first load of the home page costs, raw and gzipped, by where it
 * comes from. Written to test-results/bundle-report.json and printed. The target is 150 KB
 * gzipped; the budget below only stops regressions while the work to reach it goes on.
 */
const BUDGET_GZIP_BYTES = 300 * 1024;

test('home page JavaScript stays within its budget (report in test-results/bundle-report.json)', async ({ page }) => {
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length });
  });
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const groupOf = (url: string) =>
    url.startsWith('/remotes/')
      ? `remote ${url.split('/')[2]}`
      : /\/static\/js\/index\./.test(url)
        ? 'shell entry + MF runtime'
        : 'shell chunks and shared libraries';
  const groups: Record<string, { raw: number; gzip: number; files: number }> = {};
  for (const script of scripts) {
    const name = groupOf(script.url);
    const group = groups[name] ?? { raw: 0, gzip: 0, files: 0 };
    groups[name] = group;
    group.raw += script.raw;
    group.gzip += script.gzip;
    group.files += 1;
  }
  const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  const report = { page: '/', total, targetGzip: 150 * 1024, budgetGzip: BUDGET_GZIP_BYTES, groups, scripts };
  await mkdir('test-results', { recursive: true });
  await writeFile('test-results/bundle-report.json', JSON.stringify(report, null, 2));
  console.log(`home page JS: ${(total.raw / 1024).toFixed(0)} KB raw, ${(total.gzip / 1024).toFixed(0)} KB gzip`);
  for (const [name, group] of Object.entries(groups)) {
    console.log(`  ${name}: ${group.files} files, ${(group.gzip / 1024).toFixed(1)} KB gzip`);
  }
  expect(total.gzip).toBeLessThan(BUDGET_GZIP_BYTES);
});
