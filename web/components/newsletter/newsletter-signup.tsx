import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { publicMessages } from '../../../common/messages/public.ts';
import { validationMessages } from '../../../common/messages/validation.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { errorMessages } from '../../content/request-errors.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { ApiError } from '../../api/api-client.ts';
import { useSubscribeNewsletterMutation } from '../../api/newsletter/subscribe-newsletter.ts';
import { newsletterFormContent as content } from '../../content/newsletter.ts';
import './newsletter-signup.css';

type Status = 'idle' | 'submitting' | 'success' | 'error';

export interface NewsletterSignupProps {
  heading: string;
  text: string;
}

/**
 * The text for a failed subscription (docs/product.md#errors): no answer at all, else the server's text or the default.
 */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status === 0 ? errorMessages.network : error.message;
  return publicScreenMessages.newsletterFailed;
}

/**
 * The checks of docs/product.md#validation, by hand: this form is on the first page a visitor loads, where zod and
 * react-hook-form would cost more bytes than the budget has (docs/decisions/0010). The field's own type tells a
 * malformed address.
 */
function checkEmail(email: string, input: HTMLInputElement | null): string | null {
  if (email.trim() === '') return validationMessages.newsletterEmailRequired;
  if (input?.validity.typeMismatch) return validationMessages.emailInvalid;
  return null;
}

/** Where the form stands (docs/product.md#states): a failed check, else the subscription call's state. */
function signupState(
  checkError: string | null,
  subscribe: ReturnType<typeof useSubscribeNewsletterMutation>,
): { status: Status; message: string } {
  if (checkError) return { status: 'error', message: checkError };
  if (subscribe.isPending) return { status: 'submitting', message: '' };
  if (subscribe.isError) return { status: 'error', message: failureMessage(subscribe.error) };
  if (subscribe.isSuccess) {
    return { status: 'success', message: subscribe.data?.message || publicMessages.newsletterSubscribed };
  }
  return { status: 'idle', message: '' };
}

/** The newsletter sign-up of docs/product.md#newsletter: one e-mail field, its states and messages. */
export function NewsletterSignup({ heading, text }: NewsletterSignupProps) {
  const [email, setEmail] = useState('');
  const [checkError, setCheckError] = useState<string | null>(null);
  const subscribe = useSubscribeNewsletterMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const headingId = `${id}-heading`;
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;

  const { status, message } = signupState(checkError, subscribe);
  const isSubmitting = status === 'submitting';

  // Disabling the focused button drops focus to the page; give it back to the field once the answer is in.
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (isSubmitting) {
      wasSubmitting.current = true;
      return;
    }
    if (!wasSubmitting.current) return;
    wasSubmitting.current = false;
    if (document.activeElement === document.body) inputRef.current?.focus();
  }, [isSubmitting]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const problem = checkEmail(email, inputRef.current);
    setCheckError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    subscribe.mutate(email.trim(), { onSuccess: () => setEmail('') });
  }

  const isInvalid = status === 'error';
  return (
    <section className="newsletter" aria-labelledby={headingId}>
      <div className="newsletter__copy">
        <h2 id={headingId} className="newsletter__heading">
          {heading}
        </h2>
        <p className="note">{text}</p>
      </div>
      <form className="newsletter__form" noValidate onSubmit={handleSubmit} aria-busy={isSubmitting}>
        <label htmlFor={inputId} className="visually-hidden">
          {content.emailLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="newsletter__input"
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={content.placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={isSubmitting}
          aria-invalid={isInvalid || undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <button type="submit" className="button button--primary newsletter__button" disabled={isSubmitting}>
          {isSubmitting ? screenTexts.newsletter.submitting : content.submit}
        </button>
      </form>
      {/* Always in the page, so assistive technology announces each new message as it appears. */}
      <div className="newsletter__live" role="status" aria-live="polite">
        {message && (
          <p id={messageId} className={`newsletter__message newsletter__message--${status}`}>
            {message}
          </p>
        )}
      </div>
    </section>
  );
}
