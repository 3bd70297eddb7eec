// E-mail addresses (accounts and newsletter alike): one normal form for storing and comparing, and one rule for
// what is refused, so that no two addresses that look the same can belong to two people.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants.ts';
import { validationMessages as m } from './messages/validation.ts';

/**
 * Trimmed and in Unicode NFKC form: 'ａlice@example.com' (full-width a) is 'alice@example.com'. Case is not
 * folded here: the database compares with lower(), and the unique indexes on lower(email) decide.
 */
export function normalizeEmail(raw: string): string {
  return raw.trim().normalize('NFKC');
}

// The "x@y.z" of docs/product.md#validation: something, @, then a domain of dot-separated labels, none of them empty
// (so no trailing dot: 'alice@example.com.' names the same mailbox as 'alice@example.com' and must not be a second
// account). No character that mail software reads as structure (quotes, brackets, commas, colons, semicolons,
// backslash): 'a,victim@x.example' or 'joe<attacker@evil.example>' would be one address here and another to a mailer.
const EMAIL_SHAPE = /^[^\s@"(),:;<>[\]\\]+@[^\s@."(),:;<>[\]\\]+(?:\.[^\s@."(),:;<>[\]\\]+)+$/u;

// Characters that show nothing or change nothing on screen (zero-width space, joiners, direction marks, soft
// hyphen, variation selectors, Hangul and Braille blanks, the musical null notehead) and control characters
// (U+0000 cannot even be stored); and the ideographic full stops, which domain names read as a dot, so that
// 'alice@example.com。' is the trailing dot again.
const INVISIBLE_CHARACTER =
  /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\u2800\u{1D159}\u3002\uFF61]/u;

// A combining mark with no letter of its own to sit on (first in the address, or right after '@' or a dot):
// drawn over the neighbouring character or not at all, it makes a second address that looks like the first.
const STRAY_COMBINING_MARK = /(?:^|[@.])\p{M}/u;

/** Whether a normalised address is acceptable. */
export function isValidEmail(normalized: string): boolean {
  return EMAIL_SHAPE.test(normalized) && !INVISIBLE_CHARACTER.test(normalized) && !STRAY_COMBINING_MARK.test(normalized);
}

/** An e-mail field: normalised, then checked; `requiredMessage` when it is missing or blank, `invalidMessage` when malformed. */
export function emailField(requiredMessage: string, invalidMessage: string = m.emailInvalid) {
  return z
    .string(requiredMessage)
    .trim()
    .normalize('NFKC')
    .min(1, requiredMessage)
    .max(EMAIL_MAX_LENGTH, invalidMessage)
    .refine(isValidEmail, invalidMessage);
}
