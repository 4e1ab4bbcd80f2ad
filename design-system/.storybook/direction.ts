import type { Lang } from 'contracts/i18n';

export type Direction = 'ltr' | 'rtl';

/** The language the Direction toolbar global stands for: English left to right, Arabic right to left. */
export function langOf(globals: Record<string, unknown>): Lang {
  return globals.direction === 'rtl' ? 'ar' : 'en';
}

/** Story-level globals that pin a story to Arabic, right to left, whatever the toolbar says. */
export const arabic = { direction: 'rtl' satisfies Direction };
