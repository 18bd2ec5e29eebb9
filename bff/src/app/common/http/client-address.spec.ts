import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config/app-config';
import { clientAddressKey, trustedPeer } from './client-address';

describe('clientAddressKey', () => {
  it('counts IPv4 (mapped or not) by address and IPv6 by its /64', () => {
    expect(clientAddressKey('10.0.0.5')).toBe('10.0.0.5');
    expect(clientAddressKey('::ffff:10.0.0.5')).toBe('10.0.0.5');
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:2::bbbb')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('trustedPeer (TRUST_PROXY, as Fastify reads it)', () => {
  const trusted = (setting: string | undefined, address: string) => trustedPeer(parseTrustProxy(setting))(address);

  it('trusts no peer when unset or false, every peer when true or a hop count', () => {
    expect(trusted(undefined, '127.0.0.1')).toBe(false);
    expect(trusted('false', '10.0.0.1')).toBe(false);
    expect(trusted('true', '203.0.113.9')).toBe(true);
    expect(trusted('1', '203.0.113.9')).toBe(true);
  });

  it('trusts listed addresses, CIDRs, netmasks and named ranges only', () => {
    expect(trusted('10.0.0.5', '10.0.0.5')).toBe(true);
    expect(trusted('10.0.0.5', '::ffff:10.0.0.5')).toBe(true);
    expect(trusted('10.0.0.5', '10.0.0.6')).toBe(false);
    expect(trusted('10.1.0.0/16,192.168.1.0/255.255.255.0', '10.1.200.3')).toBe(true);
    expect(trusted('10.1.0.0/16,192.168.1.0/255.255.255.0', '192.168.1.77')).toBe(true);
    expect(trusted('10.1.0.0/16,192.168.1.0/255.255.255.0', '192.168.2.1')).toBe(false);
    expect(trusted('loopback', '127.0.0.2')).toBe(true);
    expect(trusted('loopback', '::1')).toBe(true);
    expect(trusted('loopback', '10.0.0.1')).toBe(false);
    expect(trusted('uniquelocal', '172.20.0.3')).toBe(true);
    expect(trusted('2001:db8::/32', '2001:db8:5::1')).toBe(true);
  });

  it('refuses an entry that is no address', () => {
    expect(() => trustedPeer(['proxy.example.com'])).toThrow(/TRUST_PROXY/);
    expect(() => trustedPeer(['10.0.0.0/40'])).toThrow(/TRUST_PROXY/);
  });
});
