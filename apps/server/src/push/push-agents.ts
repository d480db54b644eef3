import dns from 'node:dns';
import https from 'node:https';
import net from 'node:net';

/** Addresses no push service has: the school's own network, this machine, link-local and the like. */
const privateRanges = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  privateRanges.addSubnet(address, prefix, 'ipv4');
// IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are checked against the IPv4 ranges by BlockList itself.
for (const [address, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(address, prefix, 'ipv6');

export const isPrivateAddress = (address: string) => privateRanges.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');

type LookupAddress = { address: string; family: number };

/**
 * dns.lookup that refuses a name resolving to a private address: the endpoint comes from a browser,
 * that is from whoever holds a family account, and the server must not be made to POST into the
 * school's own network (SSRF). Checked at connection time, so a name re-pointed after subscribing
 * (DNS rebinding) is refused too.
 */
function publicOnlyLookup(hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused || addresses.length === 0)
      return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATEADDRESS' }));
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
}

/** The agent of every push: https, keep-alive (a batch of pushes reuses connections), public addresses only. */
export function createPushAgent(): https.Agent {
  return new https.Agent({ keepAlive: true, maxSockets: 8, lookup: publicOnlyLookup as never });
}

/**
 * For the API tests only (config.pushAllowsLocalHttp): web-push speaks https alone, and the tests'
 * push service is a plain node:http server in the test process. This agent passes web-push's https
 * check but opens a plain TCP connection.
 */
export function createLocalHttpAgent(): https.Agent {
  const agent = new https.Agent({ keepAlive: false });
  (agent as unknown as { createConnection: typeof net.createConnection }).createConnection = ((options: net.NetConnectOpts) =>
    net.createConnection(options)) as typeof net.createConnection;
  return agent;
}
