/**
 * The same write sent several times at once: each copy gets a 2xx or a 4xx that says why,
 * never a 500 from a check-then-insert the other copy slipped through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

type Answer = Awaited<ReturnType<TestApi['request']>>;
const statuses = (answers: Answer[]) => answers.map((a) => `${a.status}${a.status >= 400 ? ` ${a.body.code}` : ''}`);
const count = (answers: Answer[], status: number, code?: string) =>
  answers.filter((a) => a.status === status && (code === undefined || a.body.code === code)).length;

describe.each(databaseTargets)('concurrent duplicates on %s', (target) => {
  let api: TestApi;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    api = await startTestApi(target);
    admin = await api.signIn(testAccounts.admin);
    user = await api.signIn(testAccounts.user);
  });
  afterAll(() => api?.close());

  const times = <T>(n: number, send: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => send(i)));

  async function editable(list: string) {
    const { _id, createdAt, updatedAt, minutesToRead, ...body } = (await api.request('GET', list, { token: admin }))
      .body.items[0];
    return { id: _id as string, body };
  }

  it('ten sign-ups of one email: one account, nine 409 EMAIL_TAKEN in the request’s language', async () => {
    const answers = await times(10, (i) =>
      api.request('POST', '/api/v1/auth/register', {
        lang: 'ar',
        body: {
          fullName: 'Racing Mariam',
          // Differently cased: the unique index is on lower(email).
          email: i % 2 ? 'race@example.qa' : 'RACE@example.qa',
          password: 'Doha#2026',
          confirmPassword: 'Doha#2026',
          role: 'user',
          agreeToTerms: true,
        },
      }),
    );
    expect(count(answers, 201), statuses(answers).join(', ')).toBe(1);
    expect(count(answers, 409, 'EMAIL_TAKEN'), statuses(answers).join(', ')).toBe(9);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.title).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it.each([
    ['blog', '/api/v1/admin/blogs'],
    ['restaurant', '/api/v1/admin/restaurants'],
    ['shop', '/api/v1/admin/shops'],
  ])('five creations of one %s slug: one 201, four 409 SLUG_TAKEN', async (singular, list) => {
    const { body } = await editable(list);
    const answers = await times(5, () =>
      api.request('POST', `/api/v1/admin/${singular}`, {
        token: admin,
        body: { ...body, slug: `${body.slug}-twin` },
      }),
    );
    expect(count(answers, 201), statuses(answers).join(', ')).toBe(1);
    expect(count(answers, 409, 'SLUG_TAKEN'), statuses(answers).join(', ')).toBe(4);
  });

  it.each(['favorite', 'bookmark'])('a %s saved five times at once is saved once, each answer 200', async (kind) => {
    const restaurant = (await api.get('/api/v1/restaurants?limit=1')).body.items[0]._id;
    const save = { itemType: 'restaurant', itemId: restaurant };
    const saved = await times(5, () => api.request('POST', `/api/v1/${kind}`, { token: user, body: save }));
    expect(statuses(saved)).toEqual(Array(5).fill('200'));
    const list = await api.request('GET', `/api/v1/${kind}s`, { token: user });
    expect(list.body.items.filter((i: { itemId: string }) => i.itemId === restaurant)).toHaveLength(1);
    const removed = await times(5, () =>
      api.request('DELETE', `/api/v1/${kind}/restaurant/${restaurant}`, { token: user }),
    );
    expect(statuses(removed)).toEqual(Array(5).fill('200'));
  });

  it('playback set from several screens at once ends as one of the values, each answer 200', async () => {
    const modes = ['autoplay', 'click', 'off', 'click', 'autoplay'];
    const answers = await times(modes.length, (i) =>
      api.request('PATCH', '/api/v1/admin/playback/blog', { token: admin, body: { playback: modes[i] } }),
    );
    expect(statuses(answers)).toEqual(Array(modes.length).fill('200'));
  });

  it('an edit racing a deletion answers 200 or 409, never 500', async () => {
    for (const [singular, list] of [
      ['blog', '/api/v1/admin/blogs'],
      ['restaurant', '/api/v1/admin/restaurants'],
    ] as const) {
      const { id, body } = await editable(list);
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () =>
          api.request('PUT', `/api/v1/admin/${singular}/${id}`, { token: admin, body }),
        ),
        api.request('DELETE', `/api/v1/admin/${singular}/${id}`, { token: admin }),
        ...Array.from({ length: 4 }, () =>
          api.request('PUT', `/api/v1/admin/${singular}/${id}`, { token: admin, body }),
        ),
      ]);
      const edits = answers.filter((answer) => answer.status !== 204);
      // A post or a listing goes to the trash (204) and every write moves its version on: of eight
      // edits naming one version at most one wins, the others (and any after the deletion) are 409.
      for (const answer of edits) expect([200, 409], statuses(answers).join(', ')).toContain(answer.status);
      expect(edits.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
      expect(answers.filter((answer) => answer.status === 204)).toHaveLength(1);
    }
  });
});
