import { describe, expect, it } from 'vitest';
import { parseStats } from './stats.ts';

describe("HAProxy's stats", () => {
  it('reads each server’s state, requests and retries by column name', () => {
    const csv = [
      '# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,check_status,check_code,last_chk,',
      'bffs,bff-1,0,0,0,1,,12,0,0,,0,,0,0,3,1,UP,L7OK,200,OK,',
      'bffs,bff-2,0,0,0,1,,10,0,0,,0,,0,0,0,0,DOWN,L7STS,404,Not Found,',
      'bffs,BACKEND,0,0,0,1,,22,0,0,0,0,,0,0,3,1,UP,,,,',
    ].join('\n');
    expect(parseStats(csv)).toEqual([
      {
        proxy: 'bffs',
        server: 'bff-1',
        status: 'UP',
        requests: 12,
        retries: 3,
        redispatches: 1,
        lastCheck: 'L7OK 200 OK',
      },
      {
        proxy: 'bffs',
        server: 'bff-2',
        status: 'DOWN',
        requests: 10,
        retries: 0,
        redispatches: 0,
        lastCheck: 'L7STS 404 Not Found',
      },
      { proxy: 'bffs', server: 'BACKEND', status: 'UP', requests: 22, retries: 3, redispatches: 1, lastCheck: '' },
    ]);
  });
});
