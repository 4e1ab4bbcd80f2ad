import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import langPlugin from './request-lang.ts';

describe("a request's language", () => {
  it('is the x-lang header, else the lang query, else English; anything else is English', async () => {
    const app = Fastify();
    await app.register(langPlugin);
    app.get('/lang', async (request) => request.lang);
    const langOf = async (url: string, headers: Record<string, string> = {}) =>
      (await app.inject({ method: 'GET', url, headers })).body;
    expect(await langOf('/lang', { 'x-lang': 'ar' })).toBe('ar');
    expect(await langOf('/lang?lang=en', { 'x-lang': 'ar' })).toBe('ar');
    expect(await langOf('/lang?lang=ar')).toBe('ar');
    expect(await langOf('/lang')).toBe('en');
    expect(await langOf('/lang?lang=<script>', { 'x-lang': 'fr' })).toBe('en');
    expect(await langOf('/lang?lang=%3Cscript%3E')).toBe('en');
    await app.close();
  });
});
