/**
 * One api per embedded data folder: a second one started on it refuses, naming the first, and the
 * first keeps every write; after the first is killed outright, the next api takes the folder over.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, answering, processTestTimeoutMs, startApiProcess } from './helpers/api-process.ts';

const message = (subject: string) => ({
  name: 'Folder Owner',
  email: 'owner@example.qa',
  phoneNumber: '97455123456',
  subject,
  message: 'Kept by the one api that owns the folder.',
});

describe('the embedded data folder has one owner', { timeout: processTestTimeoutMs }, () => {
  let dataDir: string;
  const started: ApiProcess[] = [];
  const start = async () => {
    const instance = await startApiProcess({ SEED_ON_EMPTY: 'false' }, { dataDir });
    started.push(instance);
    return instance;
  };
  const url = (instance: ApiProcess) => `http://127.0.0.1:${instance.port()}`;
  const send = (instance: ApiProcess, subject: string) =>
    fetch(`${url(instance)}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message(subject)),
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'qd-owner-'));
  });
  afterAll(async () => {
    for (const instance of started) await instance.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second api on the folder, naming the first, which keeps its writes', async () => {
    const first = await start();
    await answering(first, Date.now() + 60_000);
    expect((await send(first, 'before the second')).status).toBe(201);

    const second = await start();
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain(
      `refusing to start: the data folder ${path.join(dataDir, 'pglite')} is in use by process ${first.child.pid} (`,
    );

    expect((await send(first, 'after the second')).status).toBe(201);
    const inbox = await fetch(`${url(first)}/dev/mailbox`);
    const subjects = JSON.stringify(await inbox.json());
    expect(subjects).toContain('before the second');
    expect(subjects).toContain('after the second');
  });

  it('lets the next api take the folder over after its owner was killed, with what it stored', async () => {
    const [first] = started as [ApiProcess];
    first.child.kill('SIGKILL');
    await first.exit;
    const next = await start();
    await answering(next, Date.now() + 60_000);
    const inbox = await fetch(`${url(next)}/dev/mailbox`);
    expect(JSON.stringify(await inbox.json())).toContain('after the second');
  });
});
