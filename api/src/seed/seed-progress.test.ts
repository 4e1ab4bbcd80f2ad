import { describe, expect, it } from 'vitest';
import { logSeedProgress } from './seed-progress.ts';

describe('the seed’s progress in the log', () => {
  it('says each kind as it starts and every tenth of the pictures, not each picture', () => {
    const lines: string[] = [];
    const progress = logSeedProgress({ info: (line) => lines.push(line) });
    progress({ stage: 'restaurants', picturesDone: 0, picturesTotal: 100 });
    for (let done = 1; done <= 25; done++) progress({ stage: 'restaurants', picturesDone: done, picturesTotal: 100 });
    progress({ stage: 'shops', picturesDone: 25, picturesTotal: 100 });
    expect(lines).toEqual([
      'seeding restaurants: pictures 0 of 100',
      'seeding restaurants: pictures 10 of 100',
      'seeding restaurants: pictures 20 of 100',
      'seeding shops: pictures 25 of 100',
    ]);
  });

  it('names the kinds alone when no pictures are drawn', () => {
    const lines: string[] = [];
    const progress = logSeedProgress({ info: (line) => lines.push(line) });
    progress({ stage: 'blogs', picturesDone: 0, picturesTotal: 0 });
    expect(lines).toEqual(['seeding blogs (without pictures)']);
  });
});
