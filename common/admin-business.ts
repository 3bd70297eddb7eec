// The business side of the admin panel (docs/product.md#admin, docs/decisions/0013-admin-business-and-scale.md): the
// dashboard, the insight charts, customers, rentals, payments and refunds. The server serialises with these schemas and
// parses its queries with them; the web app imports the types, and the query schemas only in lazy admin chunks.
//
// Money travels as US dollars with two decimals (4.99), times as ISO date-times, like the rest of the API.
import { z } from 'zod';
import {
  filteredListSchemas,
  pagedAnswerSchema,
  pagingQuerySchema,
  sortingQuerySchema,
  type Pagination,
} from './paging.ts';
import { adminMessages } from './messages/admin.ts';

const id = z.number().int().positive();
const dollars = z.number();
const isoDateTime = z.string();

export const PAYMENT_STATUSES = ['completed', 'pending', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// ---- Dashboard: GET /api/admin/stats, /api/admin/activity, /api/admin/insights ----

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalMovies: z.number().int(),
  totalRentals: z.number().int(),
  /** Sum of completed payments: a refunded payment is no longer completed, so it stops counting. */
  totalRevenue: dollars,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

const ACTIVITY_TYPES = ['rental', 'user', 'payment'] as const;
export const ACTIVITY_LIMIT = 20;

const activitySchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  description: z.string(),
  created_at: isoDateTime,
});
export const activitiesResponseSchema = z.object({ activities: z.array(activitySchema) });
export type Activity = z.infer<typeof activitySchema>;

/** One bucket of a time series: a day ('2026-11-23') or a month ('2026-11') in the studio's time zone. */
const periodTotalsSchema = z.object({
  period: z.string(),
  /** Completed payments created in the period. */
  revenue: dollars,
  /** Rentals started in the period (free films included). */
  rentals: z.number().int(),
});
const movieTotalsSchema = z.object({
  movie_id: id,
  title: z.string(),
  revenue: dollars,
  rentals: z.number().int(),
});
const movieRatingSchema = z.object({
  movie_id: id,
  title: z.string(),
  /** Two decimals; 0 without reviews. */
  average_rating: z.number(),
  total_reviews: z.number().int(),
});
export const INSIGHT_DAYS = 30;
export const INSIGHT_MONTHS = 12;
export const TOP_MOVIES_LIMIT = 5;

export const insightsResponseSchema = z.object({
  /** The last 30 days, oldest first, today last, every day present (zeros included). */
  by_day: z.array(periodTotalsSchema),
  /** The last 12 months, oldest first, this month last, every month present. */
  by_month: z.array(periodTotalsSchema),
  /** At most five each, best first; ties by title. */
  top_by_revenue: z.array(movieTotalsSchema),
  top_by_rentals: z.array(movieTotalsSchema),
  /** Every movie (active or not) with at least one review, best rated first. */
  ratings: z.array(movieRatingSchema),
  /** Revenue of the last 30 days split by code and by bundle (docs/product.md#offers): at most ten each, most first. */
  by_code: z.array(z.object({ code_id: id, code: z.string(), payments: z.number().int(), discount: dollars, revenue: dollars })),
  by_bundle: z.array(z.object({ bundle_id: id, title: z.string(), payments: z.number().int(), revenue: dollars })),
});
export type Insights = z.infer<typeof insightsResponseSchema>;
export type PeriodTotals = z.infer<typeof periodTotalsSchema>;
export type MovieTotals = z.infer<typeof movieTotalsSchema>;
export type MovieRating = z.infer<typeof movieRatingSchema>;

// ---- Users: GET /api/admin/users, /api/admin/users/{id} ----

export const USER_SORTS = ['created_at', 'name', 'email', 'total_rentals', 'total_spent'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const usersQuerySchema = pagingQuerySchema().extend(sortingQuerySchema(USER_SORTS).shape);

const adminUserSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  created_at: isoDateTime,
  total_rentals: z.number().int(),
  /** Completed payments only. */
  total_spent: dollars,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = pagedAnswerSchema({ users: z.array(adminUserSchema) });

/** Who gave a payment back: an administrator's e-mail, or null when Stripe reported a refund made there. */
const refundFields = {
  refunded_at: isoDateTime.nullable(),
  refunded_by: z.string().nullable(),
};

const userRentalSchema = z.object({
  id,
  movie_id: id,
  title: z.string(),
  rental_start: isoDateTime,
  /** Null while the rental waits for its premiere's clock or its first play (docs/product.md#premieres-and-windows). */
  rental_end: isoDateTime.nullable(),
  /** Held: not ended by a refund, and its clock or its window to start still running. */
  is_active: z.boolean(),
  amount_paid: dollars,
});
const userPaymentSchema = z.object({
  id,
  movie_title: z.string(),
  created_at: isoDateTime,
  status: z.enum(PAYMENT_STATUSES),
  amount: dollars,
  ...refundFields,
});
export const adminUserDetailResponseSchema = z.object({
  user: adminUserSchema,
  /** Newest first, every one (a customer's history is small). */
  rentals: z.array(userRentalSchema),
  payments: z.array(userPaymentSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailResponseSchema>;

// ---- Rentals: GET /api/admin/rentals (and rentals.csv, same filters) ----

export const RENTAL_STATUS_FILTERS = ['all', 'active', 'expired'] as const;
export const RENTAL_SORTS = [
  'created_at',
  'rental_start',
  'rental_end',
  'movie_title',
  'customer_name',
  'customer_email',
  'amount_paid',
  'is_active',
] as const;
export type RentalSort = (typeof RENTAL_SORTS)[number];

const rowIdParam = (message: string) =>
  z
    .string(message)
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().positive(message));

export const { filters: rentalFiltersSchema, query: rentalsQuerySchema } = filteredListSchemas(
  {
    status: z.enum(RENTAL_STATUS_FILTERS, adminMessages.rentalStatusInvalid).default('all'),
    movie_id: rowIdParam(adminMessages.movieFilterInvalid).optional(),
  },
  RENTAL_SORTS,
);
export type RentalFilters = z.output<typeof rentalFiltersSchema>;

const adminRentalSchema = z.object({
  id,
  movie_id: id,
  movie_title: z.string(),
  movie_thumbnail: z.string().nullable(),
  user_id: id,
  customer_name: z.string(),
  customer_email: z.string(),
  rental_start: isoDateTime,
  /** Null while the rental waits for its premiere's clock or its first play (docs/product.md#premieres-and-windows). */
  rental_end: isoDateTime.nullable(),
  amount_paid: dollars,
  /** Held: not ended by a refund, and its clock or its window to start still running. */
  is_active: z.boolean(),
  created_at: isoDateTime,
});
export type AdminRental = z.infer<typeof adminRentalSchema>;
export const adminRentalsResponseSchema = pagedAnswerSchema({ rentals: z.array(adminRentalSchema) });

// ---- Payments: GET /api/admin/payments (and payments.csv), POST /api/admin/payments/{id}/refund ----

export const PAYMENT_DATE_RANGES = ['all', 'today', 'week', 'month', 'year'] as const;
export const PAYMENT_SORTS = ['created_at', 'amount', 'status', 'movie_title', 'customer_name', 'email'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];

/** `search`: the customer's name or e-mail, or the movie's title. */
export const { filters: paymentFiltersSchema, query: paymentsQuerySchema } = filteredListSchemas(
  {
    /** 'all' or omitted: every status. */
    status: z.enum(['all', ...PAYMENT_STATUSES], adminMessages.paymentStatusInvalid).default('all'),
    /** today: the calendar day in the studio's TIMEZONE; week, month, year: the last 7, 30, 365 days. */
    date_range: z.enum(PAYMENT_DATE_RANGES, adminMessages.dateRangeInvalid).default('all'),
  },
  PAYMENT_SORTS,
);
export type PaymentFilters = z.output<typeof paymentFiltersSchema>;

const adminPaymentSchema = z.object({
  id,
  user_id: id,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The film's title, or the bundle's. */
  movie_title: z.string(),
  amount: dollars,
  status: z.enum(PAYMENT_STATUSES),
  provider: z.enum(['sandbox', 'stripe', 'free']),
  created_at: isoDateTime,
  ...refundFields,
  // Offers (docs/product.md#offers): the code applied (null: none) and what it took off, whether it was a gift, the bundle.
  code: z.string().nullable(),
  discount: dollars,
  gift: z.boolean(),
  bundle_id: id.nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

const statusTotalsSchema = z.object({ count: z.number().int(), amount: dollars });
const paymentSummarySchema = z.object({
  /** Over the whole filtered set, not the page. */
  count: z.number().int(),
  amount: dollars,
  by_status: z.object({
    completed: statusTotalsSchema,
    pending: statusTotalsSchema,
    failed: statusTotalsSchema,
    refunded: statusTotalsSchema,
  }),
  /** completed / count as a percentage with one decimal (0 for an empty set). */
  success_rate: z.number(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const adminPaymentsResponseSchema = pagedAnswerSchema({ payments: z.array(adminPaymentSchema), summary: paymentSummarySchema });
export const adminPaymentResponseSchema = z.object({ payment: adminPaymentSchema });

// ---- The answers as the web app reads them ----

export type AdminPagination = Pagination;
export type AdminUsersPage = z.infer<typeof adminUsersResponseSchema>;
export type AdminRentalsPage = z.infer<typeof adminRentalsResponseSchema>;
export type AdminPaymentsPage = z.infer<typeof adminPaymentsResponseSchema>;
export type AdminPaymentResponse = z.infer<typeof adminPaymentResponseSchema>;
