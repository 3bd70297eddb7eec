// The stat cards over the payments list: how many and how much in the filtered set, each status's share, and the
// success rate (completed of all, one decimal). They follow the filters, not the page on show.
import { PAYMENT_STATUSES, type PaymentStatus, type PaymentSummary } from '../../../../common/admin-business.ts';
import { formatPrice } from '../../../../common/format.ts';
import { adminPaymentsContent as content } from '../../../content/admin-payments.ts';
import { StatCard, StatCards, type StatTone } from '../stat-cards/stat-cards.tsx';
import './payment-summary.css';

const TONES: Partial<Record<PaymentStatus, StatTone>> = { completed: 'success', pending: 'accent', failed: 'danger' };

export function PaymentSummaryCards({ summary }: { summary: PaymentSummary }) {
  return (
    <StatCards className="payment-summary" label={content.summaryLabel}>
      <StatCard label={content.summary.total} value={formatPrice(summary.amount)} detail={content.summary.count(summary.count)} tone="lead" />
      {PAYMENT_STATUSES.map((status) => (
        <StatCard
          key={status}
          tone={TONES[status]}
          label={content.statusLabels[status]}
          value={formatPrice(summary.by_status[status].amount)}
          detail={content.summary.count(summary.by_status[status].count)}
        />
      ))}
      <StatCard label={content.summary.successRate} value={content.percent(summary.success_rate)} detail={content.summary.rateHint} />
    </StatCards>
  );
}
