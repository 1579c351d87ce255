import { DEFAULT_LANGUAGE, LANGUAGES } from '@salon/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { customerPhone } from './phone-column.ts';
import { businessIdColumn } from './businesses.ts';

export const users = pgTable(
  'users',
  {
    businessId: businessIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased by the contracts schema; the unique index is the authority. NULL for an
    // account made by mobile number (docs/decisions/0029-sign-in-by-mobile.md): nothing is mailed to it.
    email: text('email'),
    passwordHash: text('password_hash'),
    // 'staff': a stylist's own sign-in, linked by staff.user_id (docs/decisions/0039-staff-accounts.md).
    // 'manager': runs the one branch in branch_id (docs/decisions/0049-branch-manager.md).
    role: text('role', { enum: ['user', 'admin', 'staff', 'manager'] })
      .notNull()
      .default('user'),
    // The branch a manager runs; null for every other role (users_manager_has_one_branch). A
    // branch with a manager is not deleted from under them.
    branchId: uuid('branch_id'),
    isVerified: boolean('is_verified').notNull().default(false),
    phone: customerPhone('phone'),
    // When the customer proved the phone is theirs with a texted code; appointment texts go only
    // to a confirmed number (docs/architecture.md#phone-confirmation). A database trigger clears
    // it whenever the phone changes, whichever code path writes it.
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    address: text('address'),
    city: text('city'),
    profileImage: text('profile_image'),
    googleSubject: text('google_subject'),
    // The language of the customer's mails and SMS, sent later by jobs (docs/architecture.md#languages).
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'users_pkey', columns: [table.businessId, table.id] }),
    uniqueIndex('users_email_unique').on(table.businessId, table.email),
    uniqueIndex('users_google_subject_unique').on(table.businessId, table.googleSubject),
    // One confirmed number is one account: signing in by mobile finds exactly one
    // (docs/decisions/0029-sign-in-by-mobile.md).
    uniqueIndex('users_confirmed_phone_unique')
      .on(table.businessId, table.phone)
      .where(sql`${table.phoneConfirmedAt} is not null`),
    check('users_role_check', sql`${table.role} in ('user', 'admin', 'staff', 'manager')`),
    check('users_manager_has_one_branch', sql`(${table.role} = 'manager') = (${table.branchId} is not null)`),
    foreignKey({
      name: 'users_branch_id_branches_id_fk',
      columns: [table.businessId, table.branchId],
      foreignColumns: [branches.businessId, branches.id],
    }).onDelete('restrict'),
    index('users_branch_id_idx').on(table.businessId, table.branchId),
    // One address, no list or display name (docs/product.md#5): mails go to what is stored.
    check(
      'users_email_one_address',
      sql`${table.email} ~ '^[^@[:space:][:cntrl:],;:<>"()]+@[^@[:space:][:cntrl:],;:<>"()]+[.][^@[:space:][:cntrl:],;:<>"()]+$'`,
    ),
    // A name is one line (docs/product.md#5): mails print it inside their own lines.
    check('users_name_one_line', sql`${table.name} !~ '[[:cntrl:]]'`),
    check(
      'users_phone_confirmed_has_phone',
      sql`${table.phoneConfirmedAt} is null or ${table.phone} is not null`,
    ),
    // An account without an e-mail address is reached only by its confirmed mobile.
    check(
      'users_email_or_confirmed_phone',
      sql`${table.email} is not null or ${table.phoneConfirmedAt} is not null`,
    ),
    check('users_language_check', sql.raw(`language in (${LANGUAGES.map((l) => `'${l}'`).join(', ')})`)),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
