// The stat cards over the payments list: how many and how much in the filtered set, each status's share, and the
// success rate (completed of all, one decimal). They follow the filters, not the page on show.
import { PAYMENT_STATUSES, type PaymentSummary } from '../../../../common/admin-business.ts';
import { formatPrice } from '../../../../common/format.ts';
import { adminPaymentsContent as content } from '../../../content/admin-payments.ts';
import './payment-summary.css';

export function PaymentSummaryCards({ summary }: { summary: PaymentSummary }) {
  return (
    <ul className="payment-summary" aria-label={content.summaryLabel}>
      <StatCard label={content.summary.total} value={formatPrice(summary.amount)} detail={content.summary.count(summary.count)} lead />
      {PAYMENT_STATUSES.map((status) => (
        <StatCard
          key={status}
          tone={status}
          label={content.statusLabels[status]}
          value={formatPrice(summary.by_status[status].amount)}
          detail={content.summary.count(summary.by_status[status].count)}
        />
      ))}
      <StatCard label={content.summary.successRate} value={content.percent(summary.success_rate)} detail={content.summary.rateHint} />
    </ul>
  );
}

interface StatCardProps {
  label: string;
  value: string;
  detail: string;
  tone?: string;
  lead?: boolean;
}

function StatCard({ label, value, detail, tone, lead = false }: StatCardProps) {
  const classes = ['payment-stat', tone ? `payment-stat--${tone}` : '', lead ? 'payment-stat--lead' : ''].filter(Boolean).join(' ');
  return (
    <li className={classes}>
      <p className="payment-stat__label">{label}</p>
      <p className="payment-stat__value">{value}</p>
      <p className="payment-stat__detail">{detail}</p>
    </li>
  );
}
