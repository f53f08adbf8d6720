import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The eight groups of an IPv6 address, "::" expanded; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.split('::');
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const before = split(head);
  const after = tail === undefined ? [] : split(tail);
  // An embedded IPv4 tail ("::ffff:1.2.3.4") is two groups.
  const lastGroups = (groups: string[]) =>
    groups.flatMap((group) => {
      if (!group.includes('.')) return [group];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = lastGroups(before);
  const right = lastGroups(after);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/u, ''));
}

/**
 * Who a client is for fair use: an IPv4 address; an IPv6 address by its /64, the block one
 * subscriber line gets (each address of it would be a new client otherwise); an IPv4-mapped IPv6
 * address as its IPv4.
 */
export function clientAddressOf(ip: string): string {
  const groups = ipv6Groups(ip);
  if (groups === null) return ip;
  if (groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff') {
    const [high = 0, low = 0] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * The key fair use counts a client by: an HMAC of its address (`request.ip`, which believes
 * X-Forwarded-For only with TRUST_PROXY; see clientAddressOf), so rows never store an address in
 * clear.
 */
export function clientKeyOf(request: FastifyRequest, secret: string): string {
  return createHmac('sha256', secret)
    .update(`client-ip:${clientAddressOf(request.ip)}`)
    .digest('base64url');
}
