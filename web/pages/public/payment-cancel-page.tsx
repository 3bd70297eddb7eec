import { screenTexts } from '../../content/screen-texts.ts';
import { paymentCancelContent as content } from '../../content/payment.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { PaymentCard } from './payment-card.tsx';

export function PaymentCancelPage() {
  const { title } = screenTexts.paymentCancel;
  useDocumentTitle(title);
  return (
    <PaymentCard
      tone="neutral"
      title={title}
      primary={[screenTexts.common.tryAgain, '/movies']}
      secondary={[screenTexts.common.goHome, '/']}
    >
      <p className="payment-card__lead">{content.lead}</p>
    </PaymentCard>
  );
}
