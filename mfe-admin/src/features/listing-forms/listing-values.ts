import type { FieldValues } from 'react-hook-form';

const BOOKKEEPING = ['_id', 'createdAt', 'updatedAt', 'deletedAt'] as const;

const blank = (value: unknown) => value === undefined || value === null || value === '' || Number.isNaN(value);
const emptyPair = (pair: unknown) => {
  const p = pair as { en?: string; ar?: string } | undefined;
  return !p || ((p.en ?? '').trim() === '' && (p.ar ?? '').trim() === '');
};
const emptyDescription = { en: '', ar: '' };

type MenuItem = { description?: unknown } & Record<string, unknown>;
const itemForSchema = (item: MenuItem) => {
  const { description, ...rest } = item;
  return emptyPair(description) ? rest : item;
};
const itemForForm = (item: MenuItem) => ({ ...item, description: item.description ?? emptyDescription });

/**
 * The form's values as the schema expects them: coordinates left empty are no coordinates, a menu
 * description left empty in both languages is none (the inputs always hold a text).
 */
export function prepareForSchema(values: FieldValues): FieldValues {
  const next: FieldValues = { ...values };
  const coordinates = values.coordinates as { lat?: unknown; lng?: unknown } | undefined;
  if (!coordinates || (blank(coordinates.lat) && blank(coordinates.lng))) delete next.coordinates;
  if (Array.isArray(values.menu)) {
    next.menu = (values.menu as { items: MenuItem[] }[]).map((section) => ({
      ...section,
      items: section.items.map(itemForSchema),
    }));
  }
  if (values.featuredDish) next.featuredDish = itemForSchema(values.featuredDish as MenuItem);
  return next;
}

/** A stored record as the form edits it: bookkeeping fields dropped, optional texts as empty inputs. */
export function fromRecord(record: Record<string, unknown>, emptyValues: FieldValues): FieldValues {
  const values: FieldValues = { ...emptyValues, ...record };
  for (const key of BOOKKEEPING) delete values[key];
  for (const [key, value] of Object.entries(values))
    if (value === null || value === undefined) values[key] = emptyValues[key];
  if (!values.coordinates) values.coordinates = { lat: '', lng: '' };
  // A stored listing without a status is published (the api's default): editing must not unpublish it.
  if (!record.status && 'status' in emptyValues) values.status = 'published';
  if (Array.isArray(values.menu)) {
    values.menu = (values.menu as { items: MenuItem[] }[]).map((section) => ({
      ...section,
      items: section.items.map(itemForForm),
    }));
  }
  if (values.featuredDish) values.featuredDish = itemForForm(values.featuredDish as MenuItem);
  return values;
}
