import { describe, expect, it, vi } from 'vitest';
import { FAILURE_REPORT_PATH, rememberReleases, reportFailedLoad } from './failure-report.ts';

const sender = () => vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));

describe('reporting a release that failed to load', () => {
  it('posts the remote and release once per page, with the CSRF header, sent even as the page goes', () => {
    rememberReleases([
      { name: 'mfe_listings', entry: 'http://site/releases/mfe-listings/0.1.0-0123456789/mf-manifest.json' },
    ]);
    const send = sender();
    reportFailedLoad('mfe_listings/home-page', send);
    reportFailedLoad('mfe_listings/blog-page', send);
    expect(send).toHaveBeenCalledTimes(1);
    const [path, init] = send.mock.calls[0] ?? [];
    expect(path).toBe(FAILURE_REPORT_PATH);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'x-csrf': '1' } });
    expect(JSON.parse(String(init?.body))).toEqual({ remote: 'mfe-listings', version: '0.1.0-0123456789' });
  });

  it('reports nothing for a remote a dev server serves, or one never registered', () => {
    rememberReleases([{ name: 'mfe_account', entry: 'http://localhost:3102/mf-manifest.json' }]);
    const send = sender();
    reportFailedLoad('mfe_account/sign-in-page', send);
    reportFailedLoad('mfe_admin', send);
    expect(send).not.toHaveBeenCalled();
  });

  it('never throws when the report cannot be sent', async () => {
    rememberReleases([{ name: 'mfe_admin', entry: '/releases/mfe-admin/0.1.0-abcdefabcd/mf-manifest.json' }]);
    const send = vi.fn<typeof fetch>(async () => {
      throw new TypeError('offline');
    });
    expect(() => reportFailedLoad('mfe_admin', send)).not.toThrow();
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
