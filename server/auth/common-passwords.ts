// Refuses the passwords that guessers try first. The list is zxcvbn-ts's common-password dictionary (about
// 49 000 passwords seen most often in breaches), kept on the server: it is far too big for the browser.
import { dictionary } from '@zxcvbn-ts/language-common';
import { brand } from '../../common/brand.ts';

let commonPasswords: Set<string> | undefined;

// Characters that change nothing on screen: 'password' with a zero-width space in it is still 'password'.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/** The password as a guesser's list would spell it: NFKC (full-width letters), no invisible characters, lower case. */
const folded = (text: string) => text.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase();

export type PasswordOwner = { email: string; firstName?: string | undefined; lastName?: string | undefined };

/**
 * True for a password from the list, for one that is a single character repeated ('aaaaaa', six spaces), and
 * for one that is just the studio's name or the account's own e-mail, the part of it before the @, or its name
 * (spaces aside): the first things tried against an account. Every place that sets a password asks this.
 */
export function isCommonPasswordFor(password: string, owner: PasswordOwner): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  const candidate = folded(password);
  const { email, firstName = '', lastName = '' } = owner;
  const personal = [brand.name, email, email.split('@', 1)[0] ?? '', firstName, lastName, `${firstName}${lastName}`];
  const withoutSpaces = (text: string) => text.replaceAll(' ', '');
  return (
    new Set(candidate).size <= 1 ||
    commonPasswords.has(candidate) ||
    personal.some((word) => withoutSpaces(folded(word)) === withoutSpaces(candidate))
  );
}
