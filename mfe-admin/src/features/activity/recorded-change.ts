import {
  adCategories,
  type Bilingual,
  blogCategories,
  listingFieldValues,
  playbackModes,
  roles,
  weekdayLabels,
  weekdays,
} from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { ActivityEntityType } from 'contracts/schemas/activity';
import type { TFunction } from 'i18next';
import { formatCount, formatDateTime, formatLongDate } from 'platform/intl';
import type { ADMIN_NAMESPACE } from '../../i18n/namespace.ts';

type Translate = TFunction<typeof ADMIN_NAMESPACE>;

/**
 * The label each form gives a field, by the name the audit trail records it under (the stored
 * column: `nameEn`, `phoneNumber`). A column kept in two languages is listed once, without its
 * `En`/`Ar` ending. Reusing the forms' keys keeps the trail in the words the admin typed into.
 */
const listingFields: Record<string, string> = {
  slug: 'listingForms.fields.slug',
  name: 'listingForms.fields.name',
  description: 'listingForms.fields.description',
  address: 'listingForms.fields.address',
  area: 'listingForms.fields.area',
  latitude: 'listingForms.fields.latitude',
  longitude: 'listingForms.fields.longitude',
  phone: 'listingForms.fields.phone',
  pricing: 'listingForms.fields.pricing',
  priceRank: 'listingForms.fields.pricing',
  hours: 'listingForms.fields.hours',
  specialHours: 'listingForms.fields.specialHours',
  featured: 'listingForms.fields.featured',
  wheelchairAccessible: 'listingForms.fields.wheelchairAccessible',
  deliveryOptions: 'listingForms.fields.deliveryOptions',
  memberSince: 'listingForms.fields.memberSince',
  coverMediaId: 'listingForms.fields.coverMediaId',
  galleryMediaIds: 'listingForms.fields.galleryMediaIds',
  status: 'listingForms.fields.status',
  deletedAt: 'activity.fields.deletedAt',
  cuisineTypes: 'listingForms.fields.cuisineTypes',
  diningOptions: 'listingForms.fields.diningOptions',
  dietaryPreferences: 'listingForms.fields.dietaryPreferences',
  mealOptions: 'listingForms.fields.mealOptions',
  ambience: 'listingForms.fields.ambience',
  amenities: 'listingForms.fields.amenities',
  menu: 'listingForms.fields.menu',
  featuredDish: 'listingForms.fields.featuredDish',
  categories: 'listingForms.fields.categories',
  availableItems: 'listingForms.fields.availableItems',
  occasions: 'listingForms.fields.occasions',
  recipients: 'listingForms.fields.recipients',
  personalizations: 'listingForms.fields.personalizations',
};

const fieldLabels: Record<ActivityEntityType, Record<string, string>> = {
  user: {
    fullName: 'users.columns.name',
    email: 'users.columns.email',
    role: 'users.columns.role',
    location: 'users.detail.location',
    phoneNumber: 'users.detail.phone',
    emailVerifiedAt: 'users.detail.verifiedAt',
  },
  restaurant: listingFields,
  shop: listingFields,
  blog: {
    slug: 'blogs.fields.slug',
    category: 'blogs.fields.category',
    title: 'blogs.fields.title',
    excerpt: 'blogs.fields.excerpt',
    body: 'blogs.fields.body',
    author: 'blogs.fields.author',
    coverMediaId: 'blogs.fields.coverMediaId',
    publishedAt: 'blogs.fields.publishedAt',
    minutesToRead: 'blogs.fields.minutesToRead',
    status: 'blogs.fields.status',
    deletedAt: 'activity.fields.deletedAt',
  },
  ad: {
    category: 'activity.fields.category',
    title: 'ads.form.title',
    targetUrl: 'ads.form.targetUrl',
    mediaKind: 'ads.form.mediaKind',
    imageMediaId: 'ads.form.image',
    videoMediaId: 'ads.form.video',
    posterMediaId: 'ads.form.poster',
    activeFrom: 'ads.form.activeFrom',
    activeTo: 'ads.form.activeTo',
    status: 'ads.form.status',
  },
  playback: { category: 'activity.fields.category', playback: 'ads.playback.title' },
  message: {
    name: 'inbox.columns.from',
    email: 'users.columns.email',
    phoneNumber: 'inbox.phone',
    subject: 'inbox.columns.subject',
    kind: 'inbox.columns.kind',
    handledAt: 'inbox.columns.state',
  },
  media: { alt: 'activity.fields.alt' },
};

/** The label of a recorded field in the page's language: the form's, or the field's own name if no form has it. */
export function fieldLabel(entityType: ActivityEntityType, field: string, t: Translate): string {
  const labels = fieldLabels[entityType];
  const own = labels[field];
  if (own) return t(own);
  const bilingual = /^(.+)(En|Ar)$/.exec(field);
  const base = bilingual?.[1] ? labels[bilingual[1]] : undefined;
  if (base) return t(bilingual?.[2] === 'En' ? 'formParts.inEnglish' : 'formParts.inArabic', { label: t(base) });
  return field;
}

type Labels = Record<string, Bilingual>;

/** Fields whose values are codes of an enumeration, with that enumeration's labels. */
const enumLabels: Record<string, Labels> = {
  role: roles.labels,
  ...Object.fromEntries(Object.entries(listingFieldValues).map(([field, values]) => [field, values.labels])),
  playback: playbackModes.labels,
};

/** Codes whose labels are the forms' own texts, per entity type and field. */
const textKeys: Partial<Record<ActivityEntityType, Record<string, string>>> = {
  restaurant: { status: 'listingForms.status' },
  shop: { status: 'listingForms.status' },
  blog: { status: 'blogs.states' },
  ad: { status: 'ads.statuses', mediaKind: 'ads.kinds' },
  message: { kind: 'inbox.kinds' },
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A recorded value as the admin reads it: codes by their label, yes or no, days and times in the
 * page's language (times in Qatar), lists joined; nothing as a dash.
 */
export function valueText(
  entityType: ActivityEntityType,
  field: string,
  value: unknown,
  t: Translate,
  lang: Lang,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'activity.values.yes' : 'activity.values.no');
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    if (value.every((item) => typeof item === 'string'))
      return value.map((item) => valueText(entityType, field, item, t, lang)).join(listSeparator(lang));
    return entries(value.length, t, lang);
  }
  if (isWeeklyHours(value)) return weekText(value, t, lang);
  if (typeof value === 'string') {
    const categories = field === 'category' ? (entityType === 'blog' ? blogCategories : adCategories) : undefined;
    const labels: Labels | undefined = categories?.labels ?? enumLabels[field];
    const label = labels?.[value];
    if (label) return label[lang];
    const textKey = textKeys[entityType]?.[field];
    if (textKey) return t(`${textKey}.${value}`, { defaultValue: value });
    if (ISO_INSTANT.test(value)) return formatDateTime(value, lang);
    if (CALENDAR_DAY.test(value)) return formatLongDate(value, lang);
    return value;
  }
  if (typeof value === 'number') return formatCount(value, lang);
  return typeof value === 'object' ? entries(Object.keys(value).length, t, lang) : String(value);
}

const listSeparator = (lang: Lang) => (lang === 'ar' ? '، ' : ', ');

/** A nested record (a menu, a set of special hours, photos) by its size: the form holds its detail. */
const entries = (count: number, t: Translate, lang: Lang) =>
  t('activity.values.entries', { count, formatted: formatCount(count, lang) });

type Ranges = readonly { open: string; close: string }[];
type Week = Record<(typeof weekdays)[number], Ranges>;

function isWeeklyHours(value: unknown): value is Week {
  if (typeof value !== 'object' || value === null) return false;
  const week = value as Record<string, unknown>;
  return weekdays.every((day) => Array.isArray(week[day]));
}

/** A week's hours as a line a day reads them: "Monday 18:00–02:00; Tuesday closed". */
function weekText(week: Week, t: Translate, lang: Lang): string {
  return weekdays
    .map((day) => {
      const ranges = week[day];
      const times = ranges.length
        ? ranges.map((range) => `${range.open}–${range.close}`).join(listSeparator(lang))
        : t('activity.values.closed');
      return `${weekdayLabels[day][lang]} ${times}`;
    })
    .join(lang === 'ar' ? '؛ ' : '; ');
}
