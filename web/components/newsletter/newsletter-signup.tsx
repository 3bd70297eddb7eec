import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessages, publicMessages, validationMessages } from '../../../common/messages.ts';
import { ApiError } from '../../api/api-client.ts';
import { subscribeToNewsletter } from '../../api/newsletter.ts';
import './newsletter-signup.css';

type Status = 'idle' | 'submitting' | 'success' | 'error';

export interface NewsletterSignupProps {
  heading: string;
  text: string;
}

/** The text for a failed subscription (SPEC.md §8): no answer at all, else the server's text or the default. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status === 0 ? errorMessages.network : error.message;
  return publicMessages.newsletterFailed;
}

/** The newsletter sign-up of SPEC.md §2, §4 and §5: one e-mail field, its states and messages. */
export function NewsletterSignup({ heading, text }: NewsletterSignupProps) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const headingId = `${id}-heading`;
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const isSubmitting = status === 'submitting';

  // Disabling the focused button drops focus to the page; give it back to the field once the answer is in.
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (status === 'submitting') {
      wasSubmitting.current = true;
      return;
    }
    if (!wasSubmitting.current) return;
    wasSubmitting.current = false;
    if (document.activeElement === document.body) inputRef.current?.focus();
  }, [status]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const input = inputRef.current;
    if (email.trim() === '') {
      setStatus('error');
      setMessage(validationMessages.newsletterEmailRequired);
      input?.focus();
      return;
    }
    // The form has noValidate so the spec's own texts show; the field's type still tells a malformed address.
    if (input?.validity.typeMismatch) {
      setStatus('error');
      setMessage(validationMessages.emailInvalid);
      input.focus();
      return;
    }
    setStatus('submitting');
    setMessage('');
    try {
      const answer = await subscribeToNewsletter(email.trim());
      setStatus('success');
      setMessage(answer?.message || publicMessages.newsletterSubscribed);
      setEmail('');
    } catch (error) {
      setStatus('error');
      setMessage(failureMessage(error));
    }
  }

  const isInvalid = status === 'error';
  return (
    <section className="newsletter" aria-labelledby={headingId}>
      <div className="newsletter__copy">
        <h2 id={headingId} className="newsletter__heading">
          {heading}
        </h2>
        <p className="newsletter__text">{text}</p>
      </div>
      <form className="newsletter__form" noValidate onSubmit={handleSubmit} aria-busy={isSubmitting}>
        <label htmlFor={inputId} className="visually-hidden">
          Email address
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
          placeholder="Your email address"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={isSubmitting}
          aria-invalid={isInvalid || undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <button type="submit" className="button button--primary newsletter__button" disabled={isSubmitting}>
          {isSubmitting ? 'Subscribing...' : 'Subscribe'}
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
