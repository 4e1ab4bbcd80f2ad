import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shellRemoteModules } from 'contracts/route-modules';
import { describe, expect, it } from 'vitest';
import { run } from './cli.ts';
import { storeRelease, temporaryDir, writeFiles } from './test-fixtures.ts';

const A = '0.1.0-aaaaaaaaaa';
const B = '0.1.0-bbbbbbbbbb';

/** Every module the shell loads from mfe-listings, as a release's exposes. */
const listingsExposes = Object.fromEntries(
  shellRemoteModules()
    .filter((moduleId) => moduleId.startsWith('mfe_listings/'))
    .map((moduleId) => [`./${moduleId.split('/')[1]}`, { js: [], css: [], requires: [] }]),
);

/** A releases folder with releases A (complete) and B (only ./home-page), and a shell build. */
function setUp() {
  const root = temporaryDir('releases-');
  storeRelease(root, A, { exposes: listingsExposes, createdAt: '2026-11-25T10:00:00.000Z' });
  storeRelease(root, B, { createdAt: '2026-11-26T10:00:00.000Z' });
  const shell = temporaryDir('shell-');
  writeFiles(shell, {
    'mf-manifest.json': JSON.stringify({
      shared: [
        { name: 'react', version: '19.2.3' },
        { name: 'contracts/routes', version: '0.1.0' },
      ],
    }),
  });
  const env = { RELEASES_DIR: root, SHELL_DIR: shell, DEPLOYED_BY: 'ops' };
  const cli = (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = run(args, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  return { root, cli };
}

describe('the delivery commands', () => {
  it('deploy, list and rollback against RELEASES_DIR and SHELL_DIR, acting as DEPLOYED_BY or --by', () => {
    const { root, cli } = setUp();
    expect(cli('deploy', 'mfe-listings', A)).toEqual({ code: 0, out: `mfe-listings ${A} is live`, err: '' });
    const list = cli('list', 'mfe-listings');
    expect(list.out.split('\n')[2]).toMatch(new RegExp(`^${A} .* live .* deploy\\s+ops$`));
    expect(cli('rollback', 'mfe-listings', '--by', 'amira').code).toBe(1);
    const registry = JSON.parse(readFileSync(path.join(root, 'registry.json'), 'utf8'));
    expect(registry.remotes['mfe-listings'].history).toHaveLength(1);
  });

  it('refuses a release missing modules the route table maps to the remote, naming them, and writes nothing', () => {
    const { root, cli } = setUp();
    cli('deploy', 'mfe-listings', A);
    const before = readFileSync(path.join(root, 'registry.json'), 'utf8');
    const refused = cli('deploy', 'mfe-listings', B, '--percent', '10');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('cannot run under the running shell');
    expect(refused.err).toContain(
      'exposed module ./restaurants-page: the shell loads it, the release does not expose it',
    );
    expect(readFileSync(path.join(root, 'registry.json'), 'utf8')).toBe(before);
  });

  it('prunes with --keep, and explains its usage and refusals', () => {
    const { cli } = setUp();
    expect(cli('prune', 'mfe-listings', '--keep', '1')).toEqual({ code: 0, out: `removed mfe-listings/${A}`, err: '' });
    expect(cli('prune', 'mfe-listings').err).toBe('prune needs --keep N');
    expect(cli('deploy', 'mfe-nothing', A).err).toMatch(/^name a remote: mfe-listings/);
    expect(cli('deploy', 'mfe-listings', '--percentage', '5').code).toBe(1);
    expect(cli('launch').code).toBe(2);
    expect(cli('list', 'mfe-admin').out).toMatch(/^mfe-admin has no releases in /);
  });
});
