// A reset link works for whoever holds it until it is used or expires: once its e-mail has left (or failed), the
// outbox keeps only its shape, so neither the log nor a copy of the database can take over an account.

// The token runs to the first character a URL or a sentence would end it with (plain text or HTML).
const RESET_LINK = /(\/reset-password\/)[^\s"'<>()]+/g;

/** `…/reset-password/<token>` becomes `…/reset-password/…`; anything else is left as it is. */
export function hideResetLinks(message: string): string {
  return message.replace(RESET_LINK, '$1…');
}
