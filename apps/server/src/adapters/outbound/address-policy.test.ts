import { describe, expect, it } from 'vitest';
import { addressCheckOf, nonPublicReason, type OutboundAddressPolicy } from './address-policy.js';

describe('the address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped 127.0.0.1: loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped 127.0.0.1: loopback'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped 169.254.169.254'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['::7f00:1', 'IPv4-compatible'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1: private'],
    ['64:ff9b::192.168.1.1', 'NAT64 of 192.168.1.1: private'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'Teredo'],
  ])('refuses %s (%s)', (address, why) => {
    expect(nonPublicReason(address)).toContain(why);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => {
    expect(nonPublicReason(address)).toBeNull();
  });

  it('refuses what is not an address at all', () => {
    expect(nonPublicReason('example.com')).toBe('not an IP address');
  });
});

describe('addressCheckOf', () => {
  it('gives the same check for the same name, so kept-alive connections are found again', () => {
    expect(addressCheckOf('open')).toBe(addressCheckOf('open'));
    expect(addressCheckOf('public-only')).toBe(addressCheckOf('public-only'));
    expect(addressCheckOf('open')('127.0.0.1')).toBeNull();
    expect(addressCheckOf('public-only')('127.0.0.1')).toContain('loopback');
  });

  it('fails closed on a name it does not know', () => {
    expect(addressCheckOf('private' as OutboundAddressPolicy)('10.0.0.1')).toBe('private');
  });
});
