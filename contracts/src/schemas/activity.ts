import { z } from 'zod';
import { bilingualText, dateInput, idSchema, limitSchema, listResponse, pageSchema, singleLineText } from './common.ts';

type Bilingual = { en: string; ar: string };

/** What an audit entry can be about, with the names the Activity screen shows. */
export const activityEntityTypes = {
  values: ['user', 'restaurant', 'shop', 'blog', 'ad', 'playback', 'message', 'media'],
  labels: {
    user: { en: 'User', ar: 'مستخدم' },
    restaurant: { en: 'Restaurant', ar: 'مطعم' },
    shop: { en: 'Gift shop', ar: 'متجر هدايا' },
    blog: { en: 'Blog post', ar: 'مقال' },
    ad: { en: 'Advertisement', ar: 'إعلان' },
    playback: { en: 'Video playback', ar: 'تشغيل الفيديو' },
    message: { en: 'Message', ar: 'رسالة' },
    media: { en: 'Media', ar: 'وسائط' },
  },
} as const satisfies { values: readonly string[]; labels: Record<string, Bilingual> };
export type ActivityEntityType = (typeof activityEntityTypes.values)[number];

/** What was done. A role change is an `update` whose changes name `role`. */
export const activityActions = {
  values: ['create', 'update', 'delete', 'restore', 'purge', 'mark_read', 'mark_unread'],
  labels: {
    create: { en: 'Created', ar: 'إنشاء' },
    update: { en: 'Updated', ar: 'تعديل' },
    delete: { en: 'Deleted', ar: 'حذف' },
    restore: { en: 'Restored', ar: 'استعادة' },
    purge: { en: 'Deleted for good', ar: 'حذف نهائي' },
    mark_read: { en: 'Marked read', ar: 'تعليم كمقروءة' },
    mark_unread: { en: 'Marked unread', ar: 'تعليم كغير مقروءة' },
  },
} as const satisfies { values: readonly string[]; labels: Record<string, Bilingual> };
export type ActivityAction = (typeof activityActions.values)[number];

/**
 * The actor of the api's own scheduled work (the trash purge): no account has this id, so the
 * Activity screen can name it with `systemActorLabel` in the reader's language.
 */
export const SYSTEM_ACTOR_ID = '00000000-0000-0000-0000-000000000000';
export const systemActorLabel: Bilingual = { en: 'System', ar: 'النظام' };

/** One changed field: its value before and after (null before a creation and after a deletion). */
export const fieldChange = z.object({ before: z.unknown(), after: z.unknown() });

/** One audit entry. The actor's name and email are as they were at the time (the account may be gone). */
export const activityEntry = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }),
  action: z.enum(activityActions.values),
  entityType: z.enum(activityEntityTypes.values),
  entityId: z.string(),
  /**
   * The record's name as it is now (a person's name the same in both languages), so the trail need
   * not show its id; null once the record is gone, or for what has no name (a picture, a playback setting).
   */
  entityName: bilingualText.nullable(),
  changes: z.record(z.string(), fieldChange),
  ip: z.string(),
  /** The bulk action the entry is one record of, and how many entries that action wrote; null for a single write. */
  batch: z.object({ id: z.string(), size: z.number().int() }).nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

/**
 * `GET admin/activity`: newest first. `from` and `to` are calendar days in Qatar time, both
 * included; `entityId` is text because a playback setting is named by its category.
 */
export const adminActivityQuery = z
  .object({
    page: pageSchema,
    limit: limitSchema,
    actorId: idSchema.optional(),
    entityType: z.enum(activityEntityTypes.values, { error: 'validation.unknownValue' }).optional(),
    entityId: singleLineText()
      .trim()
      .min(1, { error: 'validation.required' })
      .max(64, { error: 'validation.tooLong' })
      .optional(),
    action: z.enum(activityActions.values, { error: 'validation.unknownValue' }).optional(),
    from: dateInput().optional(),
    to: dateInput().optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'validation.endBeforeStart' });
export type AdminActivityQuery = z.infer<typeof adminActivityQuery>;

export const adminActivityResponse = listResponse(activityEntry);
