// A chunk of its own (offer-checkout.tsx loads it on the click): the code's and the gift's forms, in the one form
// pattern (web/components/form/use-zod-form.ts) with the schemas the server checks the same fields with.
import { useWatch } from 'react-hook-form';
import { formatPrice } from '../../../common/format.ts';
import { GIFT_MESSAGE_MAX_LENGTH } from '../../../common/offers.ts';
import { useCheckCodeMutation, useGiftPriceWithCode, type AppliedCode, type OfferTarget } from '../../api/offers/check-code.ts';
import { codePanelContent, giftPanelContent } from '../../content/offers.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { InputField, TextAreaField } from '../form/fields.tsx';
import { useZodForm, type FormMutation } from '../form/use-zod-form.ts';
import { ZodForm } from '../form/zod-form.tsx';
import { useCheckout } from '../rental/rent-button.tsx';
import { codeFormSchema, giftFormSchema, type GiftFormValues } from './offer-forms-schema.ts';
import type { PanelKind } from './offer-checkout.tsx';

export interface OfferPanelProps {
  kind: PanelKind;
  target: OfferTarget;
  /** What the viewer pays without a code. */
  price: number;
  applied: AppliedCode | null;
  onApplied: (applied: AppliedCode | null) => void;
  /** What the gift costs (with the code, if any); null when the server must tell (the code's price as a gift). */
  giftAmount: number | null;
}

export function OfferPanel({ kind, ...props }: OfferPanelProps) {
  return kind === 'code' ? <CodeForm {...props} /> : <GiftForm {...props} />;
}

/**
 * A code and Apply: the server says what the viewer would pay with it, or why it does not apply (its text, in the
 * form's alert). Rent then charges that and sends the code; a new code is checked afresh.
 */
function CodeForm({ target, price, applied, onApplied }: Omit<OfferPanelProps, 'kind'>) {
  const check = useCheckCodeMutation();
  const mutation: FormMutation<{ code: string }> = {
    mutate: ({ code }) => {
      onApplied(null);
      check.mutate({ code, target }, { onSuccess: onApplied });
    },
    isPending: check.isPending,
    error: check.error,
  };
  const form = useZodForm({
    schema: codeFormSchema,
    defaultValues: { code: applied?.code ?? '' },
    mutation,
    failureText: publicScreenMessages.rentFailed,
  });

  return (
    <ZodForm form={form}>
      <div className="offer-code">
        <InputField
          label={codePanelContent.label}
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="offer-code__field"
          {...form.field('code')}
        />
        <button type="submit" className="button button--secondary" disabled={form.isSubmitting}>
          {form.isSubmitting ? codePanelContent.applying : codePanelContent.apply}
        </button>
      </div>
      <div role="status">
        {applied && (
          <div className="spread-row offer-code__result">
            <div>
              <p className="note">{codePanelContent.applied(applied.code)}</p>
              <p className="offer-price">
                <span className="visually-hidden">{codePanelContent.was}</span> <s>{formatPrice(price)}</s>{' '}
                <span className="visually-hidden">{codePanelContent.now}</span>{' '}
                <strong>{applied.amount === 0 ? codePanelContent.free : formatPrice(applied.amount)}</strong>
              </p>
            </div>
            <button type="button" className="offer-links__toggle" onClick={() => onApplied(null)}>
              {codePanelContent.remove}
            </button>
          </div>
        )}
      </div>
    </ZodForm>
  );
}

/**
 * Who receives it, a note and when it goes out: 'Buy as a gift for $4.99' starts the same checkout as Rent, with the
 * gift (and the code applied, if any); the recipient is e-mailed once it is paid.
 */
function GiftForm({ target, applied, giftAmount }: Omit<OfferPanelProps, 'kind' | 'price' | 'onApplied'>) {
  const { checkout, isProcessing } = useCheckout();
  const giftPrice = useGiftPriceWithCode(giftAmount === null ? (applied?.code ?? null) : null, target);
  const amount = giftAmount ?? giftPrice.data?.amount ?? null;
  const mutation: FormMutation<GiftFormValues> = {
    mutate: (gift) => checkout.mutate({ ...target, code: applied?.code, gift }),
    isPending: isProcessing,
    error: checkout.error,
  };
  const form = useZodForm({
    schema: giftFormSchema,
    defaultValues: { email: '', message: '', deliver_at: '' },
    mutation,
    failureText: publicScreenMessages.rentFailed,
  });
  const message = useWatch({ control: form.hookForm.control, name: 'message' }) ?? '';

  return (
    <ZodForm form={form}>
      <InputField label={giftPanelContent.emailLabel} type="email" autoFocus autoComplete="off" {...form.field('email')} />
      <TextAreaField
        label={giftPanelContent.messageLabel}
        rows={3}
        hint={giftPanelContent.messageCount(message.length, GIFT_MESSAGE_MAX_LENGTH)}
        {...form.field('message')}
      />
      <InputField
        label={giftPanelContent.deliverAtLabel}
        type="datetime-local"
        hint={giftPanelContent.deliverAtHint}
        {...form.field('deliver_at')}
      />
      <button type="submit" className="button button--secondary button--block" disabled={form.isSubmitting}>
        {form.isSubmitting
          ? giftPanelContent.processing
          : amount === null
            ? giftPanelContent.buy
            : giftPanelContent.buyFor(formatPrice(amount))}
      </button>
    </ZodForm>
  );
}
