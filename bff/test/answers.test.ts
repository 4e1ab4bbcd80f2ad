import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { startTestApi, type TestApi, testAccounts } from 'api/testing';
import { errorMessage } from 'contracts/errors';
import { TOASTER_STYLE_SOURCES } from 'contracts/injected-styles';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff, defaultAuthLimits } from '../src/app.ts';
import { csrf, fakeBuilds, noBuildBffOptions, sessionCookie, signOutHeaders, standInApi } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;
const loader = 'body { margin: 0; }';

describe('what every answer of the BFF carries, over the real api', () => {
  let api: TestApi;
  let bff: Bff;
  let buildRoot: string;
  let userCookie: string;

  beforeAll(async () => {
    api = await startTestApi('pglite');
    buildRoot = await fakeBuilds();
    // The shell's first-paint loader is an inline style element (shell/src/index.html).
    await writeFile(
      path.join(buildRoot, 'shell/dist/index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Qatar Directory</title><style>${loader}</style></head><body><div id="root"></div></body></html>`,
    );
    bff = await buildBff({
      apiUrl: api.address,
      siteUrl: 'http://localhost:3000',
      shellDir: path.join(buildRoot, 'shell/dist'),
      releasesDir: path.join(buildRoot, 'releases'),
      // Many sign-ins from one address; the other limits as configured.
      authLimits: { ...defaultAuthLimits, perIp: 1000 },
    });
    const login = await bff.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: csrf,
      payload: testAccounts.user,
    });
    userCookie = sessionCookie(login.headers['set-cookie']);
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
    await rm(buildRoot, { recursive: true, force: true });
  });

  it('denies the powerful features the product does not use, on pages and api answers alike', async () => {
    for (const url of ['/', '/api/v1/playback', '/healthz']) {
      const answer = await bff.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const policy = String(answer.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(policy, url).toContain(`${feature}=()`);
      // The share button and the ads' videos keep theirs.
      expect(policy).not.toMatch(/web-share|clipboard-write|fullscreen|autoplay/);
    }
  });

  it('answers a listing page with its HTML, meta and status to link-preview fetchers and curl (Accept */* or none)', async () => {
    const listed = await bff.inject({ method: 'GET', url: '/api/v1/restaurants?limit=1' });
    const { _id, slug, name } = listed.json().data.restaurants[0];
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const headers of [
      { accept: '*/*', 'user-agent': 'Slackbot-LinkExpanding 1.0' },
      { 'user-agent': 'WhatsApp/2' },
    ]) {
      const page = await bff.inject({ method: 'GET', url: `/restaurant/${slug}/${_id}`, headers });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(`<title data-page-meta>${name}`);
      expect(page.body).toContain('application/ld+json');
      const head = await bff.inject({ method: 'HEAD', url: `/restaurant/${slug}/${_id}`, headers });
      expect(head.statusCode).toBe(200);
      const gone = await bff.inject({ method: 'GET', url: `/restaurant/${slug}/${missing}`, headers });
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['content-type']).toContain('text/html');
    }
    // The app's own data calls and unknown files keep their JSON answers.
    const json = await bff.inject({
      method: 'GET',
      url: `/restaurant/${slug}/${_id}`,
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json().code).toBe('NOT_FOUND');
    const file = await bff.inject({ method: 'GET', url: '/nothing-here.png', headers: { accept: '*/*' } });
    expect(file.json().code).toBe('NOT_FOUND');
  });

  it("allows no inline style element on a page but its own (by hash) and the toaster's; style attributes stay allowed", async () => {
    const page = await bff.inject({ method: 'GET', url: '/about-us', headers: { accept: 'text/html' } });
    expect(page.body).toContain(`<style>${loader}</style>`);
    const csp = String(page.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    const elements = directive('style-src-elem');
    expect(elements).not.toContain('unsafe-inline');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(elements).toContain(hash(loader));
    expect(elements).toContain(hash('.boot-loader { display: none; }'));
    for (const toaster of TOASTER_STYLE_SOURCES) expect(elements).toContain(toaster);
    expect(directive('style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    // Other answers carry the policy without any page's hashes.
    const api = await bff.inject({ method: 'GET', url: '/api/v1/playback' });
    expect(String(api.headers['content-security-policy'])).not.toContain(hash(loader));
  });

  it('keeps every answer carrying someone’s data out of caches, and public answers to guests cacheable', async () => {
    const login = await bff.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: csrf,
      payload: testAccounts.user,
    });
    const cookie = sessionCookie(login.headers['set-cookie']);
    const wrong = await bff.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: csrf,
      payload: { ...testAccounts.user, password: 'Wrong#2026pass' },
    });
    const personal = {
      'the login answer': login,
      'a refused login': wrong,
      'auth/me, signed in': await bff.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } }),
      'auth/me, a guest': await bff.inject({ method: 'GET', url: '/api/v1/auth/me' }),
      'auth/me, a stale cookie': await bff.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { cookie: `qd_session=${'x'.repeat(43)}` },
      }),
      'a public list, signed in': await bff.inject({
        method: 'GET',
        url: '/api/v1/restaurants?limit=1',
        headers: { cookie },
      }),
      'an error, signed in': await bff.inject({
        method: 'GET',
        url: '/api/v1/restaurant/00000000-0000-4000-8000-000000000000',
        headers: { cookie },
      }),
      'a write, signed in': await bff.inject({
        method: 'POST',
        url: '/api/v1/contact/',
        headers: { ...csrf, cookie },
        payload: { name: 'Signed In', email: 'signed@example.qa', subject: 'Hello', message: 'A message long enough.' },
      }),
      'signing out': await bff.inject({
        method: 'GET',
        url: '/api/v1/auth/logout',
        headers: { ...signOutHeaders, cookie },
      }),
    };
    for (const [what, answer] of Object.entries(personal))
      expect(answer.headers['cache-control'], what).toBe('private, no-store');

    const guestList = await bff.inject({ method: 'GET', url: '/api/v1/restaurants?limit=1' });
    expect(guestList.headers['cache-control']).toBe('public, no-cache');
    const page = await bff.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', cookie: userCookie } });
    expect(page.headers['cache-control']).toBe('no-cache');
    const build = await bff.inject({
      method: 'GET',
      url: '/static/js/index.abc123.js',
      headers: { cookie: userCookie },
    });
    expect(build.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers every refusal of its own as { code, message } in the language asked', async () => {
    const refusals: [string, InjectOptions, number, string][] = [
      [
        'a malformed escape in an api path',
        { method: 'GET', url: '/api/v1/restaurants/%E0%A4%A', headers: { 'x-lang': 'ar' } },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'a malformed escape in a page path, asked for as data',
        { method: 'GET', url: '/restaurant/%E0%A4%A/x?lang=ar', headers: { accept: 'application/json' } },
        400,
        'VALIDATION_FAILED',
      ],
      ['an unknown path', { method: 'GET', url: '/nothing-here.json?lang=ar' }, 404, 'NOT_FOUND'],
      [
        'an unknown method on a page',
        { method: 'DELETE', url: '/about-us?lang=ar', headers: { 'x-csrf': '1', origin: 'http://localhost:3000' } },
        404,
        'NOT_FOUND',
      ],
      [
        'a body type it does not read',
        {
          method: 'POST',
          url: '/api/v1/auth/login?lang=ar',
          headers: { ...csrf, 'content-type': 'application/xml' },
          payload: '<a/>',
        },
        415,
        'VALIDATION_FAILED',
      ],
      [
        'malformed JSON',
        { method: 'POST', url: '/api/v1/auth/login?lang=ar', headers: csrf, payload: '{"email":' },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'a file outside the build',
        { method: 'GET', url: '/static/..%2f..%2f..%2fetc%2fpasswd?lang=ar' },
        404,
        'NOT_FOUND',
      ],
      ['a missing build file', { method: 'GET', url: '/static/js/missing.js?lang=ar' }, 404, 'NOT_FOUND'],
      [
        'a write to the media',
        { method: 'POST', url: '/media/x?lang=ar', headers: csrf, payload: {} },
        404,
        'NOT_FOUND',
      ],
    ];
    for (const [what, request, status, code] of refusals) {
      const answer = await bff.inject(request);
      expect(answer.statusCode, what).toBe(status);
      expect(answer.json(), what).toEqual({ code, message: errorMessage(code as 'NOT_FOUND', 'ar') });
    }
  });

  it('answers a body Fastify refuses with the catalogue’s message, never its own code, on its routes and through to the api', async () => {
    const json = { ...csrf, 'content-type': 'application/json' };
    const bodies = [
      ['invalid JSON', json, '{"email":', 400, 'VALIDATION_FAILED'],
      ['an empty JSON body', json, '', 400, 'VALIDATION_FAILED'],
      ['a body type nothing reads', { ...csrf, 'content-type': 'application/xml' }, '<a/>', 415, 'VALIDATION_FAILED'],
      ['a body over the bound', json, JSON.stringify({ email: 'x'.repeat(70_000) }), 413, 'BODY_TOO_LARGE'],
    ] as const;
    // The sign-in is the gateway's own route; the contact form goes through the proxy to the api.
    for (const url of ['/api/v1/auth/login', '/api/v1/contact/']) {
      for (const [what, headers, payload, status, code] of bodies) {
        for (const lang of ['ar', 'en'] as const) {
          const answer = await bff.inject({ method: 'POST', url, headers: { ...headers, 'x-lang': lang }, payload });
          expect(answer.statusCode, `${url}: ${what}`).toBe(status);
          expect(answer.body).not.toContain('FST_');
          expect(answer.json(), `${url}: ${what}`).toEqual({ code, message: errorMessage(code, lang) });
        }
      }
    }
  });

  it('answers a path whose escapes decode to no text as any unknown path, with the security headers', async () => {
    const unknown = await bff.inject({ method: 'GET', url: '/no/such/page?lang=ar', headers: { accept: 'text/html' } });
    expect(unknown.statusCode).toBe(404);
    const securityHeaders = Object.keys(unknown.headers).filter((name) =>
      /^(content-security-policy|permissions-policy|x-content-type-options|x-frame-options|referrer-policy|cross-origin-)/.test(
        name,
      ),
    );
    expect(securityHeaders).toEqual(expect.arrayContaining(['content-security-policy', 'permissions-policy']));
    const carriesThem = (answer: { headers: Record<string, unknown> }, what: string) => {
      for (const name of securityHeaders) expect(answer.headers[name], `${what}: ${name}`).toBeDefined();
    };

    // A browser asking for the page gets the not-found page, as for any path the app has no page for.
    for (const url of ['/restaurant/%E0%A4%A/x?lang=ar', '/restaurant/%E0%A4%A?lang=ar', '/%C0%AF?lang=ar']) {
      const page = await bff.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toBe(unknown.headers['content-security-policy']);
      expect(page.body).toBe(unknown.body);
      carriesThem(page, url);
    }
    const english = await bff.inject({
      method: 'GET',
      url: '/restaurant/%E0%A4%A/x',
      headers: { accept: 'text/html' },
    });
    expect(english.body).toContain(`<title data-page-meta>${errorMessage('PAGE_NOT_FOUND', 'en')}`);

    // The app's data calls and api paths keep their JSON 400, with the headers too.
    for (const [url, headers] of [
      ['/api/v1/restaurant/%E0%A4%A', { 'x-lang': 'ar', accept: 'text/html' }],
      ['/api/v1/restaurants/%E0%A4%A?lang=ar', {}],
      ['/restaurant/%E0%A4%A/x?lang=ar', { accept: 'application/json' }],
    ] as const) {
      const answer = await bff.inject({ method: 'GET', url, headers });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json()).toEqual({ code: 'VALIDATION_FAILED', message: errorMessage('VALIDATION_FAILED', 'ar') });
      carriesThem(answer, url);
    }
  });
});

describe('a malformed page path while the shell’s page cannot be read', () => {
  it('answers 500 TRY_AGAIN_LATER with the security headers, as any page then does, and keeps serving', async () => {
    const upstream = await standInApi((_request, response) => response.writeHead(404).end());
    const buildRoot = await fakeBuilds();
    const bff = await buildBff({
      ...noBuildBffOptions(upstream.url),
      shellDir: path.join(buildRoot, 'shell/dist'),
      releasesDir: path.join(buildRoot, 'releases'),
    });
    try {
      // A deploy replacing the shell: its index.html is gone for a moment (looked at once a second).
      await rm(path.join(buildRoot, 'shell/dist/index.html'));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      for (const url of ['/no/such/page?lang=ar', '/restaurant/%E0%A4%A/x?lang=ar']) {
        const answer = await bff.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(answer.statusCode, url).toBe(500);
        expect(answer.json()).toEqual({ code: 'TRY_AGAIN_LATER', message: errorMessage('TRY_AGAIN_LATER', 'ar') });
        expect(answer.headers['permissions-policy'], url).toBeDefined();
      }
      expect((await bff.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await bff.close();
      await upstream.close();
      await rm(buildRoot, { recursive: true, force: true });
    }
  });
});

describe('the /media proxy', () => {
  /**
   * A BFF whose api is `answer` (it stands where the api is, to see what reaches it): the headers of
   * each request that reached it, and the BFF's answer to `request`.
   */
  async function throughProxy(answer: http.RequestListener, request: InjectOptions) {
    const seen: http.IncomingHttpHeaders[] = [];
    const upstream = await standInApi((incoming, response) => {
      seen.push(incoming.headers);
      answer(incoming, response);
    });
    const bff = await buildBff(noBuildBffOptions(upstream.url));
    try {
      return { seen, answer: await bff.inject(request) };
    } finally {
      await bff.close();
      await upstream.close();
    }
  }

  it("does not pass the browser's cookie or credentials on to the api", async () => {
    const { seen, answer } = await throughProxy(
      (_request, response) => {
        response.writeHead(200, {
          'content-type': 'image/webp',
          'cache-control': 'public, max-age=31536000, immutable',
        });
        response.end('RIFF');
      },
      {
        method: 'GET',
        url: '/media/00000000-0000-4000-8000-000000000000/640.webp',
        headers: { cookie: 'qd_session=abc; other=1', authorization: 'Bearer secret' },
      },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('RIFF');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.cookie).toBeUndefined();
    expect(seen[0]?.authorization).toBeUndefined();
  });

  it('passes a Range on and its part back (206 with its Content-Range): a video player seeks with it', async () => {
    const { seen, answer } = await throughProxy(
      (_request, response) => {
        response.writeHead(206, {
          'content-type': 'video/mp4',
          'accept-ranges': 'bytes',
          'content-range': 'bytes 0-3/1000',
          'content-length': '4',
        });
        response.end('ftyp');
      },
      { method: 'GET', url: '/media/00000000-0000-4000-8000-000000000000/video', headers: { range: 'bytes=0-3' } },
    );
    expect(seen.map((headers) => headers.range)).toEqual(['bytes=0-3']);
    expect(answer.statusCode).toBe(206);
    expect(answer.headers['content-range']).toBe('bytes 0-3/1000');
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(answer.body).toBe('ftyp');
  });
});
