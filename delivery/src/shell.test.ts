import { describe, expect, it } from 'vitest';
import { readShell } from './shell.ts';
import { temporaryDir, writeFiles } from './test-fixtures.ts';

const manifest = { id: 'shell', shared: [{ name: 'react', version: '19.2.3', singleton: true, assets: {} }] };

describe('readShell', () => {
  it("reads the shell's shared modules and the surface of its tree-shaken shares", () => {
    const dir = temporaryDir('shell-');
    writeFiles(dir, {
      'mf-manifest.json': JSON.stringify(manifest),
      'shared-surface.json': JSON.stringify({ 'react-router': ['Link'] }),
    });
    expect(readShell(dir)).toEqual({
      shared: [{ name: 'react', version: '19.2.3' }],
      surface: { 'react-router': ['Link'] },
    });
  });

  it('takes a shell without a surface file as shaking nothing, and refuses a folder without a shell build', () => {
    const dir = temporaryDir('shell-');
    writeFiles(dir, { 'mf-manifest.json': JSON.stringify(manifest) });
    expect(readShell(dir).surface).toEqual({});
    expect(() => readShell(temporaryDir('empty-'))).toThrow(/no shell build/);
  });
});
