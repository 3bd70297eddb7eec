// Customers as admins see them (docs/decisions/0013-admin-business-and-scale.md): a paged, searchable, sortable list
// with each one's rentals and spending, and one customer's detail with both histories. The totals are columns of users
// kept by triggers (migration 0006), so every sort is an index at a hundred thousand customers.
import { desc, eq, sql, type SQLWrapper, type GetColumnData } from 'drizzle-orm';
import type { AdminUser, AdminUserDetail, AdminUsersPage, UserSort } from '../../../common/admin-business.ts';
import { centsToDollars } from '../../../common/format.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { paginationOf, type PageRequest } from '../../../common/paging.ts';
import { countRows, inOrder, readQueryPage } from '../../db/paging.ts';
import { bundles, movies, payments, rentals, users } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { NotFoundError } from '../../errors.ts';
import { rentalIsHeld } from '../../rentals/rental-state.ts';
import { customerMatches } from '../customer-search.ts';
import { paymentTitle } from '../payment-items.ts';
import { customerFieldsOf, refundColumns, refunder, refundFieldsOf } from '../people-fields.ts';

type UsersDeps = Pick<ServiceDeps, 'db'>;

export interface UsersListQuery extends PageRequest {
  search?: string | undefined;
  sort: UserSort;
  order: 'asc' | 'desc';
}

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  deletedAt: users.deletedAt,
  createdAt: users.createdAt,
  totalRentals: users.rentalCount,
  totalSpentCents: users.spentCents,
};

type UserRow = { [Key in keyof typeof userColumns]: GetColumnData<(typeof userColumns)[Key]> };

/** A closed account (docs/decisions/0024) is listed with its totals, as "Deleted account". */
function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    ...customerFieldsOf(row),
    is_admin: row.role === 'admin',
    created_at: row.createdAt.toISOString(),
    total_rentals: row.totalRentals,
    total_spent: centsToDollars(row.totalSpentCents),
  };
}

/** Each sort's keys, every one an index (schema.ts), ending with the id so pages never overlap. */
const sortKeys: Record<UserSort, SQLWrapper[]> = {
  created_at: [users.createdAt],
  name: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
  // lower(email) is the unique index users_email_lower_key.
  email: [sql`lower(${users.email})`],
  // Kept by triggers (migration 0006): no per-request totalling of rentals or payments.
  total_rentals: [users.rentalCount],
  total_spent: [users.spentCents],
};

export async function listAdminUsers({ db }: UsersDeps, query: UsersListQuery): Promise<AdminUsersPage> {
  const where = customerMatches(query.search);
  const sorted = db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(...inOrder([...sortKeys[query.sort], users.id], query.order))
    .$dynamic();
  const page = await readQueryPage(query, sorted, () => countRows(db, users, where));
  return { users: page.rows.map(toAdminUser), pagination: paginationOf(page) };
}

/** One customer with every rental and payment, newest first; payments say who refunded them and when. */
export async function getAdminUserDetail({ db }: UsersDeps, userId: number): Promise<AdminUserDetail> {
  const [userRows, rentalRows, paymentRows] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({
        id: rentals.id,
        movieId: rentals.movieId,
        title: movies.title,
        rentalStart: rentals.rentalStart,
        rentalEnd: rentals.rentalEnd,
        isActive: rentalIsHeld,
        amountPaidCents: rentals.amountPaidCents,
      })
      .from(rentals)
      .innerJoin(movies, eq(movies.id, rentals.movieId))
      .where(eq(rentals.userId, userId))
      .orderBy(desc(rentals.createdAt), desc(rentals.id)),
    db
      .select({
        id: payments.id,
        movieTitle: paymentTitle,
        createdAt: payments.createdAt,
        status: payments.status,
        amountCents: payments.amountCents,
        ...refundColumns,
      })
      .from(payments)
      .leftJoin(movies, eq(movies.id, payments.movieId))
      .leftJoin(bundles, eq(bundles.id, payments.bundleId))
      .leftJoin(refunder, eq(refunder.id, payments.refundedBy))
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id)),
  ]);
  const [user] = userRows;
  if (!user) throw new NotFoundError(adminMessages.userNotFound);
  return {
    user: toAdminUser(user),
    rentals: rentalRows.map((row) => ({
      id: row.id,
      movie_id: row.movieId,
      title: row.title,
      rental_start: row.rentalStart.toISOString(),
      rental_end: row.rentalEnd?.toISOString() ?? null,
      is_active: row.isActive,
      amount_paid: centsToDollars(row.amountPaidCents),
    })),
    payments: paymentRows.map((row) => ({
      id: row.id,
      movie_title: row.movieTitle,
      created_at: row.createdAt.toISOString(),
      status: row.status,
      amount: centsToDollars(row.amountCents),
      ...refundFieldsOf(row),
    })),
  };
}
