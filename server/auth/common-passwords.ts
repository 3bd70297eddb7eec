// Refuses the passwords that guessers try first. The list is zxcvbn-ts's common-password dictionary (about
// 49 000 passwords seen most often in breaches), kept on the server: it is far too big for the browser.
import { dictionary } from '@zxcvbn-ts/language-common';
import { brand } from '../../common/brand.ts';

let commonPasswords: Set<string> | undefined;

// Characters that change nothing on screen: 'password' with a zero-width space in it is still 'password'.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/** The password as a guesser's list would spell it: NFKC (full-width letters), no invisible characters, lower case. */
const folded = (text: string) => text.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase();

/**
 * True for a password from the list, for one that is a single character repeated ('aaaaaa', six spaces), and
 * for one that is just the studio's name or one of `personal` (the account's e-mail, its name, the part of the
 * e-mail before the @): the first things tried against an account.
 */
export function isCommonPassword(password: string, personal: string[] = []): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  const candidate = folded(password);
  const words = [brand.name, brand.name.replaceAll(' ', ''), ...personal].map(folded);
  return (
    new Set(candidate).size <= 1 ||
    commonPasswords.has(candidate) ||
    words.some((word) => word.replaceAll(' ', '') === candidate.replaceAll(' ', ''))
  );
}
