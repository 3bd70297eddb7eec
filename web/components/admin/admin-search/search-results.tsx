// What Find anything found, as the dialog's listbox shows it (docs/product.md#admin-find-anything): three groups,
// Customers, Payments and Films, each option the record it opens. Customers open on the Users screen's detail,
// films on their edit form, payments on the payments list searched for their number.
import type { ReactNode } from 'react';
import type { AdminSearchResults } from '../../../../common/admin-search.ts';
import { formatPrice } from '../../../../common/format.ts';
import { adminSearchContent as content } from '../../../content/admin-search.ts';
import { ResponsiveImage } from '../../responsive-image/responsive-image.tsx';

export interface SearchOption {
  /** Unique in the answer: 'customer-12'. */
  key: string;
  /** The admin screen that opens the record. */
  href: string;
  body: ReactNode;
}

export interface SearchGroup {
  kind: keyof typeof content.groups;
  label: string;
  options: SearchOption[];
}

type Customer = AdminSearchResults['customers'][number];
type Payment = AdminSearchResults['payments'][number];
type Movie = AdminSearchResults['movies'][number];

function Lines({ main, detail, aside }: { main: ReactNode; detail?: ReactNode; aside?: ReactNode }) {
  return (
    <>
      <span className="admin-search__lines">
        <span className="admin-search__main">{main}</span>
        {detail && <span className="admin-search__detail">{detail}</span>}
      </span>
      {aside && <span className="admin-search__aside">{aside}</span>}
    </>
  );
}

const customerOption = (customer: Customer): SearchOption => ({
  key: `customer-${customer.id}`,
  href: `/admin/users?user=${customer.id}`,
  body: <Lines main={customer.name} detail={customer.email} />,
});

const paymentOption = (payment: Payment): SearchOption => ({
  key: `payment-${payment.id}`,
  href: `/admin/payments?search=${payment.id}`,
  body: (
    <Lines
      main={`${content.paymentNumber(payment.id)} · ${formatPrice(payment.amount)} · ${content.paymentStatus[payment.status]}`}
      detail={[payment.customer_email, payment.movie_title, payment.reference].filter(Boolean).join(' · ')}
    />
  ),
});

const movieOption = (movie: Movie): SearchOption => ({
  key: `movie-${movie.id}`,
  href: `/admin/movies?edit=${movie.id}`,
  body: (
    <>
      <ResponsiveImage src={movie.thumbnail} alt="" width={24} height={36} sizes="24px" />
      <Lines main={movie.title} aside={movie.is_active ? undefined : content.inactiveMovie} />
    </>
  ),
});

/** The groups that found something, in the dialog's order. */
export function searchGroupsOf(results: AdminSearchResults): SearchGroup[] {
  const groups: SearchGroup[] = [
    { kind: 'customers', label: content.groups.customers, options: results.customers.map(customerOption) },
    { kind: 'payments', label: content.groups.payments, options: results.payments.map(paymentOption) },
    { kind: 'movies', label: content.groups.movies, options: results.movies.map(movieOption) },
  ];
  return groups.filter((group) => group.options.length > 0);
}
