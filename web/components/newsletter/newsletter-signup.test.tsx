import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newsletterKeys } from '../../api/newsletter/keys.ts';
import { deferred, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithQueryClient } from '../../test/render.tsx';
import { NewsletterSignup } from './newsletter-signup.tsx';

const SUBSCRIBE = 'POST /api/newsletter/subscribe';
const SUBSCRIBED = "Thank you for subscribing! We'll keep you updated with our latest movies.";

function renderSignup() {
  const { user, queryClient } = renderWithQueryClient(
    <NewsletterSignup heading="Stay in the loop" text="New releases, a few times a year." />,
  );
  return {
    user,
    queryClient,
    input: screen.getByRole('textbox', { name: 'Email address' }),
    button: () => screen.getByRole('button', { name: /^Subscrib/ }),
    message: () => screen.getByRole('status'),
    /** Types `email` and presses Subscribe. */
    subscribe: async (email: string) => {
      await user.type(screen.getByRole('textbox', { name: 'Email address' }), email);
      await user.click(screen.getByRole('button', { name: /^Subscrib/ }));
    },
  };
}

describe('NewsletterSignup', () => {
  it('offers an e-mail field and a Subscribe button under its heading, without browser validation', () => {
    const { input, button } = renderSignup();

    expect(screen.getByRole('heading', { level: 2, name: 'Stay in the loop' })).toBeInTheDocument();
    expect(input).toHaveAttribute('type', 'email');
    expect(input.closest('form')).toHaveAttribute('novalidate');
    expect(button()).toHaveAccessibleName('Subscribe');
    expect(button()).toBeEnabled();
  });

  it('starts idle: nothing to announce, nothing marked invalid', () => {
    const { input, button, message } = renderSignup();

    expect(message()).toBeEmptyDOMElement();
    expect(input).toBeEnabled();
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
    expect(button()).toBeEnabled();
  });

  it('asks for an address and calls nothing when the field is empty or blank', async () => {
    const { requests } = mockFetch();
    const { user, input, button, message } = renderSignup();

    await user.click(button());

    expect(message()).toHaveTextContent('Please enter your email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your email address');
    expect(input).toHaveFocus();

    await user.type(input, '   ');
    await user.keyboard('{Enter}');

    expect(message()).toHaveTextContent('Please enter your email address');
    expect(requests).toHaveLength(0);
  });

  it('calls nothing for an address the e-mail field itself rejects', async () => {
    const { requests } = mockFetch();
    const { user, input, button, message } = renderSignup();

    await user.type(input, 'not-an-email');
    await user.click(button());

    expect(message()).toHaveTextContent('Email is invalid');
    expect(requests).toHaveLength(0);
  });

  it('disables the form while subscribing, then thanks the visitor and clears the field', async () => {
    const answer = deferred<Response>();
    const { requestsTo } = mockFetch({ [SUBSCRIBE]: () => answer.promise });
    const { user, input, button, message } = renderSignup();

    await user.type(input, ' jane@example.com ');
    await user.click(button());

    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(input).toBeDisabled();
    expect(requestsTo(SUBSCRIBE)).toHaveLength(1);
    expect(requestsTo(SUBSCRIBE)[0]?.body).toEqual({ email: 'jane@example.com' });
    expect(requestsTo(SUBSCRIBE)[0]?.headers.get('Authorization')).toBeNull();

    answer.resolve(jsonResponse({ message: SUBSCRIBED }, 200));

    expect(await screen.findByText(SUBSCRIBED)).toBeInTheDocument();
    expect(message()).toHaveTextContent(SUBSCRIBED);
    expect(input).toHaveValue('');
    expect(input).toBeEnabled();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(button()).toHaveAccessibleName('Subscribe');
    expect(button()).toBeEnabled();
  });

  it("shows the server's own message, or the documented thanks when it sends none", async () => {
    const answers = [jsonResponse({ message: 'You are already on the list.' }), jsonResponse({})];
    mockFetch({ [SUBSCRIBE]: () => answers.shift() ?? jsonResponse({}) });
    const { user, input, button, message, subscribe } = renderSignup();

    await subscribe('jane@example.com');
    expect(await screen.findByText('You are already on the list.')).toBeInTheDocument();

    await user.type(input, 'joe@example.com');
    await user.click(button());
    expect(await screen.findByText(SUBSCRIBED)).toBeInTheDocument();
    expect(message()).not.toHaveTextContent('You are already on the list.');
  });

  it("shows the server's error text and keeps the address for another try", async () => {
    mockFetch({
      [SUBSCRIBE]: () => jsonResponse({ error: 'Too many subscription attempts. Please try again later.' }, 429),
    });
    const { input, button, message, subscribe } = renderSignup();

    await subscribe('jane@example.com');

    expect(await screen.findByText('Too many subscription attempts. Please try again later.')).toBeInTheDocument();
    expect(message()).toHaveTextContent('Too many subscription attempts. Please try again later.');
    expect(input).toHaveValue('jane@example.com');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(button()).toBeEnabled();
  });

  it('tries again after a failure: Subscribing... with the error gone, then the thanks with the field cleared', async () => {
    const retry = deferred<Response>();
    const answers = [() => new Response('Bad gateway', { status: 502 }), () => retry.promise];
    mockFetch({ [SUBSCRIBE]: () => (answers.shift() ?? (() => jsonResponse({})))() });
    const { user, input, button, message, subscribe } = renderSignup();

    await subscribe('jane@example.com');
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();

    await user.click(button());

    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(input).toBeDisabled();
    expect(message()).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-invalid');

    retry.resolve(jsonResponse({ message: SUBSCRIBED }));

    expect(await screen.findByText(SUBSCRIBED)).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('falls back to the documented text when the server sends no error text', async () => {
    mockFetch({ [SUBSCRIBE]: () => new Response('Bad gateway', { status: 502 }) });
    const { subscribe } = renderSignup();

    await subscribe('jane@example.com');

    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
  });

  it('reports a network error when no answer comes back', async () => {
    mockFetch({
      [SUBSCRIBE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { input, message, subscribe } = renderSignup();

    await subscribe('jane@example.com');

    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
    expect(message()).toHaveTextContent('Network error. Please try again.');
    expect(input).toHaveValue('jane@example.com');
    expect(input).toBeEnabled();
  });

  it("marks the newsletter's cached answers (the admin's subscriber list) stale after a sign-up", async () => {
    mockFetch({ [SUBSCRIBE]: () => jsonResponse({ message: SUBSCRIBED }) });
    const { queryClient, subscribe } = renderSignup();
    const subscribersKey = [...newsletterKeys.all, 'subscribers'];
    queryClient.setQueryData(subscribersKey, { subscribers: [] });

    await subscribe('jane@example.com');

    expect(await screen.findByText(SUBSCRIBED)).toBeInTheDocument();
    expect(queryClient.getQueryState(subscribersKey)?.isInvalidated).toBe(true);
  });
});
