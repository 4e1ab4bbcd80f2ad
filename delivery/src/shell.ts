import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ShellProvides } from './compatibility.ts';
import { readJsonFile } from './release-format.ts';

const manifest = z.object({ shared: z.array(z.object({ name: z.string(), version: z.string() })) });
/** `shared-surface.json`, written by the shell's build: for each tree-shaken share, the exports its copy keeps. */
const SHARED_SURFACE_FILE = 'shared-surface.json';
const surface = z.record(z.string(), z.array(z.string()));

/**
 * What the running shell provides, read from its build in `shellDir`: its shared modules (its
 * mf-manifest.json) and the exports its tree-shaken shares keep (none without a surface file).
 */
export function readShell(shellDir: string): ShellProvides {
  const manifestFile = path.join(shellDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`no shell build in ${shellDir} (build it, or set SHELL_DIR to the running shell's build)`);
  }
  const surfaceFile = path.join(shellDir, SHARED_SURFACE_FILE);
  return {
    shared: readJsonFile(manifestFile, manifest).shared.map(({ name, version }) => ({ name, version })),
    surface: existsSync(surfaceFile) ? readJsonFile(surfaceFile, surface) : {},
  };
}
