// TRUST_PROXY: whom to believe about a request's client address (docs/decisions/0007-proxies-and-payment-mode.md).
import { isIP } from 'node:net';
import { z } from 'zod';

/** Whom to believe about a request's client address: Fastify's `trustProxy` (false, proxy addresses, or a hop rule). */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

// proxy-addr's (and so Fastify's) names for groups of private ranges.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Why one TRUST_PROXY entry is not an address, a CIDR range or a range name; undefined when it is fine. */
function proxyEntryProblem(entry: string): string | undefined {
  if (PROXY_RANGE_NAMES.includes(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) {
    return `'${entry}' is not an IP address, a CIDR range (10.0.0.0/8) or one of ${PROXY_RANGE_NAMES.join(', ')}`;
  }
  if (prefix === undefined) return undefined;
  // A /0 range trusts every address, which is `true` again (and proxy-addr refuses it).
  const max = version === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || Number(prefix) < 1 || Number(prefix) > max) {
    return `'${entry}': the prefix length must be 1 to ${max}`;
  }
  return undefined;
}

/**
 * A hop count, as Express and proxy-addr mean it: the `hops` addresses nearest the app (the socket's peer
 * first) are proxies, and the client is the next one back in X-Forwarded-For. That holds while the app can only
 * be reached through those proxies; addresses make no such assumption. Fastify 5.12 no longer takes a number
 * (it would trust nothing), so the count becomes a trust function.
 */
const MAX_PROXY_HOPS = 10;

function trustHops(hops: number): TrustProxy {
  return (_address, hop) => hop < hops;
}

// `true` (all proxies) is refused: then the first X-Forwarded-For entry counts, and the client writes it, so
// a client could change its address with every request and slip past every per-IP limit.
export const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (/^(false|no|0+)$/i.test(value)) return false;
    if (/^(true|yes)$/i.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          `'${value}' would let any client choose its address through X-Forwarded-For; write the number of ` +
          'proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      // More hops than any real chain of proxies would trust the client's own X-Forwarded-For entries again.
      if (Number(value) <= MAX_PROXY_HOPS) return trustHops(Number(value));
      ctx.addIssue({ code: 'custom', message: `a hop count must be at most ${MAX_PROXY_HOPS}` });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const problems = entries.map(proxyEntryProblem).filter((problem) => problem !== undefined);
    for (const problem of problems) ctx.addIssue({ code: 'custom', message: problem });
    return problems.length > 0 ? z.NEVER : entries;
  });
