// Test data of the users, rentals, payments, codes and bundles screens: rows as the admin API sends them, and page
// envelopes.
import { vi } from 'vitest';
import type { AdminPayment, AdminRental, AdminUser, AdminUserDetail, PaymentSummary } from '../../common/admin-business.ts';
import type { AdminBundle, AdminCode } from '../../common/admin-offers.ts';

export function paginationOf(total: number, page = 1, limit = 20) {
  return { total, page, limit, totalPages: Math.ceil(total / limit) };
}

export function createAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 5,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    is_admin: false,
    created_at: '2025-03-04T10:00:00.000Z',
    total_rentals: 3,
    total_spent: 12.97,
    ...overrides,
  };
}

export function createAdminRental(overrides: Partial<AdminRental> = {}): AdminRental {
  return {
    id: 40,
    movie_id: 3,
    movie_title: 'Northbound',
    movie_thumbnail: '/uploads/movies/poster-3.abc123.jpg',
    user_id: 5,
    customer_name: 'Ada Lovelace',
    customer_email: 'ada@example.com',
    rental_start: '2031-07-04T12:00:00.000Z',
    rental_end: '2031-07-06T12:00:00.000Z',
    amount_paid: 3.99,
    is_active: true,
    created_at: '2031-07-04T12:00:00.000Z',
    ...overrides,
  };
}

export function createAdminPayment(overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id: 7,
    user_id: 5,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    movie_title: 'Northbound',
    amount: 3.99,
    status: 'completed',
    provider: 'sandbox',
    created_at: '2031-07-04T12:00:00.000Z',
    refunded_at: null,
    refunded_by: null,
    code: null,
    discount: 0,
    gift: false,
    bundle_id: null,
    ...overrides,
  };
}

export function createPaymentSummary(overrides: Partial<PaymentSummary> = {}): PaymentSummary {
  return {
    count: 8,
    amount: 31.92,
    by_status: {
      completed: { count: 7, amount: 27.93 },
      pending: { count: 0, amount: 0 },
      failed: { count: 0, amount: 0 },
      refunded: { count: 1, amount: 3.99 },
    },
    success_rate: 87.5,
    ...overrides,
  };
}

export function createUserDetail(user: AdminUser = createAdminUser()): AdminUserDetail {
  return {
    user,
    rentals: [
      {
        id: 40,
        movie_id: 3,
        title: 'Northbound',
        rental_start: '2031-07-04T12:00:00.000Z',
        rental_end: '2031-07-06T12:00:00.000Z',
        is_active: true,
        amount_paid: 3.99,
      },
      {
        id: 41,
        movie_id: 4,
        title: 'Paper Lanterns',
        rental_start: '2025-01-02T12:00:00.000Z',
        rental_end: '2025-01-03T12:00:00.000Z',
        is_active: false,
        amount_paid: 4.99,
      },
    ],
    payments: [
      {
        id: 7,
        movie_title: 'Northbound',
        created_at: '2031-07-04T12:00:00.000Z',
        status: 'completed',
        amount: 3.99,
        refunded_at: null,
        refunded_by: null,
      },
      {
        id: 8,
        movie_title: 'Paper Lanterns',
        created_at: '2025-01-02T12:00:00.000Z',
        status: 'refunded',
        amount: 4.99,
        refunded_at: '2025-01-02T15:00:00.000Z',
        refunded_by: 'boss@example.com',
      },
    ],
  };
}

/** A CSV attachment as the export answers it. */
export function csvResponse(name: string, text = 'id,title\r\n1,Northbound\r\n'): Response {
  return new Response(text, {
    status: 200,
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` },
  });
}

/**
 * The browser side of a download: object URLs (jsdom has none) and the temporary link's click (jsdom would try
 * to navigate). Returns what was saved: the Blob and the file name.
 */
export function captureDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  let pending: Blob | null = null;
  const create = vi.fn((blob: Blob) => {
    pending = blob;
    return 'blob:download-1';
  });
  const revoke = vi.fn();
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true, writable: true });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) saved.push({ blob: pending, name: this.download });
    pending = null;
  });
  return { saved, create, revoke };
}

// ---- Offers (docs/product.md#offers): codes and bundles as the admin API sends them ----

export function createAdminCode(overrides: Partial<AdminCode> = {}): AdminCode {
  return {
    id: 11,
    code: 'SPRING25',
    kind: 'percent',
    value: 25,
    movie_ids: [],
    max_redemptions: 10,
    per_viewer: 1,
    starts_at: null,
    ends_at: null,
    email: null,
    batch_id: null,
    is_active: true,
    redemptions: 3,
    revenue: 11.22,
    created_at: '2031-07-01T12:00:00.000Z',
    ...overrides,
  };
}

export function createAdminBundle(overrides: Partial<AdminBundle> = {}): AdminBundle {
  return {
    id: 2,
    title: 'The Night Trilogy',
    description: 'Three films after dark.',
    price: 9.99,
    movie_ids: [3, 4],
    is_active: true,
    payments: 4,
    revenue: 39.96,
    created_at: '2031-07-01T12:00:00.000Z',
    ...overrides,
  };
}
