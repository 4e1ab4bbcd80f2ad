/**
 * Folders restored beside the live ones (`<folder>.restoring`) and swapped in by renames: until the
 * last swap the live folders are whole, and a failed swap puts back those already moved.
 */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';

export const stagingOf = (folder: string) => `${folder}.restoring`;
const asideOf = (folder: string) => `${folder}.before-restore`;

/**
 * A restore stopped half-way through its swap (the machine went down) leaves the data from before it
 * in `<folder>.before-restore`: nothing may remove that until someone has looked.
 */
export function refuseAfterInterruptedSwap(folders: string[]) {
  const left = folders.map(asideOf).filter((aside) => existsSync(aside));
  if (left.length > 0) {
    throw new Error(
      `an earlier restore was interrupted: ${left.join(', ')} holds what was there before it. Move it back (or remove it once you no longer need it), then restore again`,
    );
  }
}

/**
 * Moves each staged folder into place, the live one aside; all of them or none. Returns the removal
 * of the folders moved aside, for once everything else restored too.
 */
export async function swapIn(folders: string[]): Promise<{ discard: () => Promise<void> }> {
  const swapped: { folder: string; hadOne: boolean }[] = [];
  const undo = async () => {
    for (const { folder, hadOne } of [...swapped].reverse()) {
      await rename(folder, stagingOf(folder));
      if (hadOne) await rename(asideOf(folder), folder);
    }
  };
  try {
    for (const folder of folders) {
      const hadOne = existsSync(folder);
      if (hadOne) await rename(folder, asideOf(folder));
      try {
        await rename(stagingOf(folder), folder);
      } catch (error) {
        if (hadOne) await rename(asideOf(folder), folder);
        throw error;
      }
      swapped.push({ folder, hadOne });
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return {
    discard: async () => {
      for (const folder of folders) await rm(asideOf(folder), { recursive: true, force: true });
    },
  };
}
