import { describe, expect, it } from 'vitest';
import { onceEach } from './cluster.ts';

describe("HAProxy's output", () => {
  it('is passed on once: what HAProxy prints itself, not its log line repeating it; request logs kept', () => {
    const lines: string[] = [];
    const log = onceEach((line) => lines.push(line));
    for (const line of [
      '[WARNING]  (2044) : Server bffs/bff-1 is DOWN, reason: Layer4 connection problem.',
      '<1>Server bffs/bff-1 is DOWN, reason: Layer4 connection problem.',
      "[ALERT]    (2196) : backend 'bffs' has no server available!",
      '<0>backend bffs has no server available!',
      '<3>127.0.0.1:50764 [26/Nov/2026:06:04:14.160] site bffs/<NOSRV> 0/-1/-1/-1/0 503 217 - - SC-- "GET /x HTTP/1.1"',
    ])
      log(line);
    expect(lines).toEqual([
      '[WARNING]  (2044) : Server bffs/bff-1 is DOWN, reason: Layer4 connection problem.',
      "[ALERT]    (2196) : backend 'bffs' has no server available!",
      '<3>127.0.0.1:50764 [26/Nov/2026:06:04:14.160] site bffs/<NOSRV> 0/-1/-1/-1/0 503 217 - - SC-- "GET /x HTTP/1.1"',
    ]);
  });
});
