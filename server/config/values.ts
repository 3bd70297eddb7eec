// Parsers and checks that several of the environment's variables share (config/env-schema.ts).
import { z } from 'zod';

export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

export const port = z.coerce.number({ message: 'must be a number' }).int('must be an integer').min(1).max(65535);
export const nonNegativeInt = z.coerce.number({ message: 'must be a number' }).int('must be an integer').min(0);

export function isProduction(env: { NODE_ENV?: string | undefined }): boolean {
  return env.NODE_ENV?.trim().toLowerCase() === 'production';
}

/**
 * A production site on https: real customers, so checkout must not be free by accident. NODE_ENV in any case
 * and with spaces around it ('Production '), and the URL's scheme as the URL parser reads it ('https:studio.example'
 * is https://studio.example), so that no spelling slips past.
 */
export function isLiveSite(env: { NODE_ENV?: string | undefined; PUBLIC_URL?: string | undefined }): boolean {
  return isProduction(env) && URL.canParse(env.PUBLIC_URL ?? '') && new URL(env.PUBLIC_URL ?? '').protocol === 'https:';
}

/** A zone both Node (ICU) and PostgreSQL know by this name: the IANA names, which both ship. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
