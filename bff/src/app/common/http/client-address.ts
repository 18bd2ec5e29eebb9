import { BlockList, isIP } from 'node:net';

/**
 * The key connections are counted under: an IPv4 address (IPv4-mapped IPv6 included), or the /64 an IPv6
 * address belongs to — one IPv6 host or LAN gets a whole /64, so counting single addresses would let it
 * open connections from as many addresses as it likes.
 */
export function clientAddressKey(address: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (v4) return v4;
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, '::' expanded (a trailing dotted IPv4 part counts as two). */
function expandIpv6(address: string): string[] {
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::');
  const groups = (part: string) => (part ? part.split(':') : []).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const left = groups(head);
  const right = address.includes('::') ? groups(tail) : [];
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

/** proxy-addr's (and so Fastify's TRUST_PROXY) named ranges. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether a socket's peer is a proxy TRUST_PROXY trusts, with Fastify's reading of the setting: `true`
 * trusts every peer, a hop count ≥ 1 trusts the nearest hop (the socket's peer), a list trusts those
 * addresses, CIDRs (or address/netmask) and named ranges (loopback, linklocal, uniquelocal).
 */
export function trustedPeer(trust: boolean | number | string[]): (address: string) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  if (typeof trust === 'number') return () => trust > 0;
  const list = new BlockList();
  for (const entry of trust.flatMap((e) => NAMED_RANGES[e.toLowerCase()] ?? [e])) addToBlockList(list, entry);
  return (address) => {
    const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const family = isIP(v4 ?? address);
    return family !== 0 && list.check(v4 ?? address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

function addToBlockList(list: BlockList, entry: string) {
  const [address, range] = entry.split('/');
  const family = isIP(address);
  if (!family) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR or loopback/linklocal/uniquelocal`);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (range === undefined) return list.addAddress(address, type);
  const prefix = range.includes('.') ? netmaskBits(range) : Number(range);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) throw new Error(`TRUST_PROXY: bad range in "${entry}"`);
  list.addSubnet(address, prefix, type);
}

/** 255.255.255.0 → 24 (NaN for a mask that is not a run of ones). */
function netmaskBits(mask: string): number {
  const bits = mask
    .split('.')
    .map((o) => Number(o).toString(2).padStart(8, '0'))
    .join('');
  return /^1*0*$/.test(bits) && bits.length === 32 ? (bits.indexOf('0') === -1 ? 32 : bits.indexOf('0')) : NaN;
}
