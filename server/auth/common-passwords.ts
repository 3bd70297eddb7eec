// Refuses the passwords that guessers try first. The list is zxcvbn-ts's common-password dictionary (about
// 49 000 passwords seen most often in breaches), kept on the server: it is far too big for the browser.
import { dictionary } from '@zxcvbn-ts/language-common';

let commonPasswords: Set<string> | undefined;

/**
 * True for a password from the list (in any case, and with spaces around it), and for one that is a single
 * character repeated ('aaaaaa', six spaces), which no list needs to spell out.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  const folded = password.trim().toLowerCase();
  return new Set(password).size <= 1 || folded === '' || commonPasswords.has(folded);
}
