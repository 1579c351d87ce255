import type { User } from '@salon/contracts';
import type { UserRow } from '../../db/schema/index.ts';

/** The user as clients see it: never the password hash or the Google subject. */
export function presentUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    branchId: row.branchId,
    isVerified: row.isVerified,
    phone: row.phone,
    phoneConfirmed: row.phoneConfirmedAt !== null,
    address: row.address,
    city: row.city,
    profileImage: row.profileImage,
    createdAt: row.createdAt.toISOString(),
  };
}
