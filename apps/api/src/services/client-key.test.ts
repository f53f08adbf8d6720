import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-key';

describe('clientAddressOf', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const block = '2001:db8:aa:1::/64';
    expect(clientAddressOf('2001:db8:aa:1::1')).toBe(block);
    expect(clientAddressOf('2001:0db8:00aa:0001:ffff:1234:5678:9abc')).toBe(block);
    expect(clientAddressOf('2001:DB8:AA:1:0:0:0:2')).toBe(block);
    expect(clientAddressOf('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(clientAddressOf('::1')).toBe('0:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(clientAddressOf('::ffff:198.51.100.20')).toBe('198.51.100.20');
    expect(clientAddressOf('::ffff:c633:6414')).toBe('198.51.100.20');
  });
});
