import type { Role } from 'contracts/enums';
import type { User } from 'contracts/schemas/user';
import type { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** A user as the api shows them: never the password hash or lock counters. */
export function userView(row: UserRow): User {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.role as Role,
    location: row.location,
    phoneNumber: row.phoneNumber,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
