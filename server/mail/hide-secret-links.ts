// A reset link works for whoever holds it until it is used or expires, and a newsletter confirmation link until
// it expires: once such an e-mail has left (or failed), the outbox keeps only the link's shape, so neither the log
// nor a copy of the database can take over an account or sign an address up.
import type { EmailKind } from '../../common/newsletter-admin.ts';

// The token runs to the first character a URL or a sentence would end it with (plain text or HTML).
const RESET_LINK = /(\/reset-password\/)[^\s"'<>()]+/g;
// '/subscribe/' never matches inside '/unsubscribe/' (the slash comes first).
const CONFIRMATION_LINK = /(\/subscribe\/)[^\s"'<>()]+/g;

const SECRET_LINKS: Partial<Record<EmailKind, RegExp>> = {
  password_reset: RESET_LINK,
  newsletter_confirmation: CONFIRMATION_LINK,
};

/** Whether e-mails of this kind carry a secret link, hidden once they are final. */
export const hasSecretLink = (kind: EmailKind) => kind in SECRET_LINKS;

/** `…/reset-password/<token>` becomes `…/reset-password/…` (and so for a confirmation link); the rest is left as it is. */
export function hideSecretLinks(kind: EmailKind, message: string): string {
  const link = SECRET_LINKS[kind];
  return link ? message.replace(link, '$1…') : message;
}

// The same shape, for reading the token back out of a message: a literal prefix, then one class to its end.
const RESET_TOKEN = /\/reset-password\/([^\s"'<>()]+)/;

/** The reset link's token in a message (the first one), or undefined when it has none (or it is already hidden). */
export function resetTokenIn(message: string): string | undefined {
  const token = RESET_TOKEN.exec(message)?.[1];
  return token === '…' ? undefined : token;
}
