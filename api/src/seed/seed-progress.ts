import type { SeedProgress } from './seed.ts';

type Log = { info: (message: string) => void };

/**
 * A first start spends a minute or more drawing pictures: the log says what is being seeded and
 * how far along, at each new kind and every tenth of the pictures, not after each one.
 */
export function logSeedProgress(log: Log): (progress: SeedProgress) => void {
  let lastStage: string | undefined;
  let lastTenth = -1;
  return ({ stage, picturesDone, picturesTotal }) => {
    const tenth = picturesTotal > 0 ? Math.floor((picturesDone / picturesTotal) * 10) : 0;
    if (stage === lastStage && tenth === lastTenth) return;
    lastStage = stage;
    lastTenth = tenth;
    log.info(
      picturesTotal > 0
        ? `seeding ${stage}: pictures ${picturesDone} of ${picturesTotal}`
        : `seeding ${stage} (without pictures)`,
    );
  };
}
