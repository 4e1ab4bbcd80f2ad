import { describe, expect, it } from 'vitest';
import { minutesToRead, WORDS_PER_MINUTE } from './blog.ts';

const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(' ');

describe('minutes to read', () => {
  it('reads Arabic slower than English, in words a minute', () => {
    expect(WORDS_PER_MINUTE.ar).toBeLessThan(WORDS_PER_MINUTE.en);
    expect(minutesToRead(words(600, 'word'), 'en')).toBe(3);
    expect(minutesToRead(words(600, 'كلمة'), 'ar')).toBe(5);
  });

  it('counts words with a letter or digit only (Markdown marks are not words), and at least one minute', () => {
    expect(minutesToRead(`## ${words(240, 'قهوة')} - * 12`, 'ar')).toBe(2);
    expect(minutesToRead('قصير', 'ar')).toBe(1);
    expect(minutesToRead('', 'en')).toBe(1);
  });
});
