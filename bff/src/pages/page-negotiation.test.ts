import { describe, expect, it } from 'vitest';
import { wantsPage } from './page-negotiation.ts';

const get = (url: string, accept?: string, method = 'GET') => ({
  method,
  url,
  headers: accept === undefined ? {} : { accept },
});

/** What common link-preview fetchers, crawlers and tools send as Accept (or nothing). */
const fetchers: [string, string | undefined][] = [
  ['curl', '*/*'],
  ['Slackbot-LinkExpanding', '*/*'],
  ['facebookexternalhit', '*/*'],
  ['Twitterbot', '*/*'],
  ['WhatsApp', undefined],
  ['Discordbot', '*/*'],
  ['LinkedInBot', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
  ['TelegramBot', 'text/html,*/*'],
  ['an uptime monitor', 'text/*'],
];

describe('which requests get a front-end page', () => {
  it.each(fetchers)('%s gets the page of a listing', (_, accept) => {
    expect(wantsPage(get('/restaurant/souq-grill/00000000-0000-4000-8000-000000000001', accept))).toBe(true);
    expect(wantsPage(get('/restaurant/souq-grill/00000000-0000-4000-8000-000000000001', accept, 'HEAD'))).toBe(true);
  });

  it('leaves JSON to clients that prefer it, and the api, build files and writes alone', () => {
    expect(wantsPage(get('/restaurant/x/y', 'application/json'))).toBe(false);
    expect(wantsPage(get('/restaurant/x/y', 'application/json, */*;q=0.1'))).toBe(false);
    expect(wantsPage(get('/api/v1/nothing', '*/*'))).toBe(false);
    expect(wantsPage(get('/static/js/missing.js', '*/*'))).toBe(false);
    expect(wantsPage(get('/static/..%2fetc%2fpasswd'))).toBe(false);
    expect(wantsPage(get('/remotes/mfe-x/nothing'))).toBe(false);
    expect(wantsPage(get('/releases/mfe-listings/1.0.0-0123456789/nothing'))).toBe(false);
    expect(wantsPage(get('/nothing-here.json', '*/*'))).toBe(false);
    expect(wantsPage(get('/about-us', '*/*', 'DELETE'))).toBe(false);
    expect(wantsPage(get('/about-us', 'text/html;q=0, application/json'))).toBe(false);
  });

  it('gives a browser asking for HTML the page even at a path with a dot', () => {
    expect(wantsPage(get('/blog/a.b/1', 'text/html'))).toBe(true);
  });
});
