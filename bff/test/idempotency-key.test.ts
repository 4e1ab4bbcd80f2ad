import { randomUUID } from 'node:crypto';
import { startTestApi, type TestApi } from 'api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { csrf, noBuildBffOptions } from './helpers.ts';

describe('the idempotency key through the BFF', () => {
  let api: TestApi;
  let bff: Awaited<ReturnType<typeof buildBff>>;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    bff = await buildBff(noBuildBffOptions(api.address));
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  const contact = (key: string, lang = 'en') =>
    bff.inject({
      method: 'POST',
      url: `/api/v1/contact/?lang=${lang}`,
      headers: { ...csrf, 'idempotency-key': key },
      payload: {
        name: 'Hamad Al-Thani',
        email: 'hamad@example.qa',
        phoneNumber: '97455123456',
        subject: 'Through the BFF',
        message: 'I would like to add my bakery in Al Wakrah to the directory.',
      },
    });

  it('reaches the api: a repeat is replayed, not written again', async () => {
    const key = randomUUID();
    const first = await contact(key);
    expect(first.statusCode).toBe(201);
    const again = await contact(key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it("passes on the api's refusal of a malformed key in the language asked", async () => {
    const refused = await contact('not-a-uuid', 'ar');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(refused.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});
