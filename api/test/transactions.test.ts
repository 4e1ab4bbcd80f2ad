/**
 * A write that fails half-way leaves nothing behind. A trigger makes the second statement of
 * each change fail, as a crash or a lost connection would.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, favorites, restaurants, users } from '../src/db/schema.ts';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

async function failInsertsInto(api: TestApi, table: string) {
  await api.db.execute(
    sql.raw(`create or replace function fail_on_purpose() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`),
  );
  await api.db.execute(
    sql.raw(
      `create trigger fail_on_purpose before insert or delete on ${table} for each row execute function fail_on_purpose()`,
    ),
  );
}
const stopFailing = (api: TestApi, table: string) =>
  api.db.execute(sql.raw(`drop trigger fail_on_purpose on ${table}`));

describe.each(databaseTargets)('transactions on %s', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    api.app.log.level = 'fatal';
  });
  afterAll(() => api?.close());

  it('creates no account when its verification mail cannot be queued', async () => {
    await failInsertsInto(api, 'mail_outbox');
    const response = await api.post('/api/v1/auth/register', {
      fullName: 'Half Way',
      email: 'half@example.qa',
      password: 'Half#2026x',
      confirmPassword: 'Half#2026x',
      role: 'user',
      agreeToTerms: true,
    });
    await stopFailing(api, 'mail_outbox');
    expect(response.status).toBe(500);
    expect(response.body.detail).not.toContain('injected');
    expect(await api.db.select().from(users).where(eq(users.email, 'half@example.qa'))).toEqual([]);
  });

  it('keeps no contact message without its notification', async () => {
    await failInsertsInto(api, 'mail_outbox');
    const response = await api.post('/api/v1/contact/', {
      name: 'Half Way',
      email: 'half@example.qa',
      phoneNumber: '97455000000',
      subject: 'Half a message',
      message: 'This message must not be kept alone.',
    });
    await stopFailing(api, 'mail_outbox');
    expect(response.status).toBe(500);
    expect(await api.db.select().from(contactMessages)).toEqual([]);
  });

  it('keeps a listing out of the trash when its audit entry cannot be written', async () => {
    const token = await api.signIn(testAccounts.user);
    const admin = await api.signIn(testAccounts.admin);
    const [listing] = await api.db.select().from(restaurants).limit(1);
    await api.request('POST', '/api/v1/favorite', { token, body: { itemType: 'restaurant', itemId: listing?.id } });
    await failInsertsInto(api, 'admin_activity');
    const response = await api.request('DELETE', `/api/v1/admin/restaurant/${listing?.id}`, { token: admin });
    await stopFailing(api, 'admin_activity');
    expect(response.status).toBe(500);
    expect(
      await api.db
        .select()
        .from(favorites)
        .where(eq(favorites.itemId, listing?.id ?? '')),
    ).toHaveLength(1);
    expect(
      await api.db
        .select()
        .from(restaurants)
        .where(and(eq(restaurants.id, listing?.id ?? ''), isNull(restaurants.deletedAt))),
    ).toHaveLength(1);
  });
});
