import { shellRemoteModules } from 'contracts/route-modules';
import { describe, expect, it } from 'vitest';
import { deployLocalBuilds } from './local-builds.ts';
import { readRegistry, updateRegistry } from './registry.ts';
import { temporaryDir, writeFiles } from './test-fixtures.ts';

/** A production build of mfe-account exposing every module the shell loads from it; `mark` changes its files. */
function accountBuild(mark: string) {
  const dir = temporaryDir('dist-');
  const exposes = shellRemoteModules()
    .filter((moduleId) => moduleId.startsWith('mfe_account/'))
    .map((moduleId) => ({ path: `./${moduleId.split('/')[1]}`, requires: [], assets: { js: { sync: [] } } }));
  writeFiles(dir, {
    'mf-stats.json': JSON.stringify({
      id: 'mfe_account',
      metaData: { remoteEntry: { name: 'static/js/mfe_account.js', path: '' } },
      exposes,
      shared: [],
    }),
    'mf-manifest.json': '{}',
    'static/js/mfe_account.js': mark,
  });
  return dir;
}

function setUp() {
  const root = temporaryDir('releases-');
  const shell = temporaryDir('shell-');
  writeFiles(shell, { 'mf-manifest.json': JSON.stringify({ shared: [] }) });
  const env = { RELEASES_DIR: root, SHELL_DIR: shell };
  const lines: string[] = [];
  const start = (build: string) => {
    lines.length = 0;
    deployLocalBuilds(env, (line) => lines.push(line), {
      distOf: (remote) => (remote === 'mfe-account' ? build : `${root}/not-built`),
    });
    return readRegistry(root).remotes['mfe-account'];
  };
  return { root, lines, start };
}

describe('npm start deploys the checkout’s builds', () => {
  it('makes the build live, and a changed build live in its place, while npm start put the live one there', () => {
    const { start, lines } = setUp();
    const first = start(accountBuild('one'));
    expect(first?.history.at(-1)).toMatchObject({ action: 'deploy', by: 'npm start' });
    expect(lines.some((line) => line.startsWith('mfe-listings is not built'))).toBe(true);
    expect(start(accountBuild('one'))?.live).toBe(first?.live);
    const second = start(accountBuild('two'));
    expect(second?.live).not.toBe(first?.live);
  });

  it('leaves a release someone deployed or rolled back to, and a running rollout, saying how to deploy the build', () => {
    const { root, start, lines } = setUp();
    const mine = start(accountBuild('one'))?.live ?? '';
    updateRegistry(root, (current) => {
      const entry = current.remotes['mfe-account'];
      if (!entry) throw new Error('deployed above');
      const event = { action: 'rollback' as const, version: mine, at: '2026-11-26T06:00:00.000Z', by: 'ops' };
      return { remotes: { 'mfe-account': { ...entry, history: [...entry.history, event] } } };
    });
    const after = start(accountBuild('two'));
    expect(after?.live).toBe(mine);
    expect(lines.join('\n')).toMatch(
      /mfe-account: .* stays live \(rollback by ops\); this build is release .*: npm run deploy -- mfe-account /,
    );

    updateRegistry(root, (current) => {
      const entry = current.remotes['mfe-account'];
      if (!entry) throw new Error('deployed above');
      return {
        remotes: {
          'mfe-account': { ...entry, rollout: { version: mine, percent: 10, startedAt: '2026-11-26T06:01:00.000Z' } },
        },
      };
    });
    expect(start(accountBuild('three'))?.rollout?.percent).toBe(10);
    expect(lines.join('\n')).toContain('a rollout of');
  });
});
