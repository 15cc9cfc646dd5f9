import t from 'tap';
import { classifyAddress, isPublicAddress, parseIPv6 } from './address-ranges.js';

t.test('IPv4 special ranges are named, public ones pass', async (t) => {
  const cases: Array<[string, string]> = [
    ['0.0.0.0', 'this-network'],
    ['0.1.2.3', 'this-network'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'shared-address-space (CGNAT)'],
    ['100.127.255.254', 'shared-address-space (CGNAT)'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'metadata'],
    ['169.254.1.1', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.192', 'ietf-protocol-assignment'],
    ['192.0.2.5', 'documentation'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.1', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
  ];
  for (const [ip, reason] of cases) t.equal(classifyAddress(ip), reason, ip);
  for (const ip of ['8.8.8.8', '1.1.1.1', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1', '192.0.3.1', '198.20.0.1', '223.255.255.255', '93.184.216.34']) {
    t.equal(classifyAddress(ip), 'public', ip);
  }
});

t.test('IPv6 special ranges, and addresses embedding IPv4 judged by the IPv4', async (t) => {
  const refused = [
    '::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0', 'febf::1', 'fec0::1', 'ff02::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe', '64:ff9b:1::1', '2002:7f00:1::1', '2001:db8::1', '100::1', '2001::1', '::127.0.0.1',
    '::8.8.8.8', 'fd00:ec2::254', '3fff::1', '4000::1', '[::1]',
  ];
  for (const ip of refused) t.not(classifyAddress(ip), 'public', `${ip} -> ${classifyAddress(ip)}`);
  t.equal(classifyAddress('::ffff:127.0.0.1'), 'ipv4-mapped loopback');
  t.equal(classifyAddress('64:ff9b::a9fe:a9fe'), 'nat64 metadata');
  t.equal(classifyAddress('fd00:ec2::254'), 'metadata');
  for (const ip of ['2606:4700::1111', '2a00:1450:4001:82b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '2001:4860:4860::8888']) {
    t.equal(classifyAddress(ip), 'public', ip);
  }
});

t.test('non-addresses are not public', async (t) => {
  for (const s of ['', 'localhost', '127.1', '2130706433', '0x7f.0.0.1', '1.2.3', 'example.com', '::ffff:999.0.0.1']) {
    t.equal(isPublicAddress(s), false, JSON.stringify(s));
  }
});

t.test('the IPv6 parser expands every form to the same number', async (t) => {
  t.equal(parseIPv6('::ffff:127.0.0.1'), parseIPv6('0:0:0:0:0:ffff:7f00:0001'));
  t.equal(parseIPv6('2001:db8::'), 0x20010db8n << 96n);
  t.equal(parseIPv6('::1'), 1n);
  t.equal(parseIPv6('1:2:3:4:5:6:7:8'), 0x00010002000300040005000600070008n);
});
