// The address that per-address limits count (logins, registrations, sign-ups). One IPv6 subscriber is usually
// given a whole /64, so counting each of its 2^64 addresses apart would give one client endless budgets: IPv6
// addresses count by their /64. An IPv4 address written the IPv6 way (::ffff:10.1.0.1) is that IPv4 address.
import { isIPv4, isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The eight 16-bit groups of an IPv6 address, '::' expanded and a dotted IPv4 tail turned into two groups. */
function ipv6Groups(address: string): string[] {
  const withoutZone = address.split('%', 1)[0] ?? address;
  const dottedTail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(withoutZone);
  const hex = dottedTail
    ? withoutZone.slice(0, dottedTail.index) +
      [Number(dottedTail[1]) * 256 + Number(dottedTail[2]), Number(dottedTail[3]) * 256 + Number(dottedTail[4])]
        .map((group) => group.toString(16))
        .join(':')
    : withoutZone;
  const [head = '', tail] = hex.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16).toString(16));
}

export function clientAddressKey(ip: string): string {
  const mapped = IPV4_MAPPED.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}
