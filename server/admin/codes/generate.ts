// Generated codes (docs/product.md#offers): ten characters of CODE_ALPHABET, which leaves out those people misread
// (0/O, 1/I/L), drawn with crypto.randomInt so that a code cannot be guessed from another of its batch. 31^10 codes
// make a clash rare; the insert still settles it (service.ts retries the codes that clashed).
import { randomInt } from 'node:crypto';
import { CODE_ALPHABET } from '../../../common/offers.ts';

export const GENERATED_CODE_LENGTH = 10;

function generateCode(): string {
  let code = '';
  for (let i = 0; i < GENERATED_CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** `count` generated codes, all different from each other and from `taken`. */
export function generateCodes(count: number, taken: ReadonlySet<string> = new Set()): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    const code = generateCode();
    if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}
