import type { User } from 'contracts/schemas/user';
import type { ProfileChanges } from './settings-api.ts';

export type ProfileFormValues = { fullName?: string; location?: string; phoneNumber?: string };
const FIELDS = ['fullName', 'location', 'phoneNumber'] as const;

/**
 * "Fill only the fields you want to update": a field left empty, or equal to what is stored,
 * is not sent at all.
 */
export function changedFields(values: ProfileFormValues, user: Pick<User, (typeof FIELDS)[number]>): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of FIELDS) {
    const value = values[field]?.trim();
    if (value && value !== (user[field] ?? '')) changes[field] = value;
  }
  return changes;
}

/** Empty inputs are "not filled", so the schema only judges what the user typed. */
export function withoutEmptyFields(values: ProfileFormValues): ProfileFormValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value?.trim())) as ProfileFormValues;
}
