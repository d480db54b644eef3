import net from 'node:net';

/** Names that only ever mean a machine of this network, never a push service on the Internet. */
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home.arpa', '.intranet', '.corp'];
const isLoopbackHost = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/**
 * Whether the server may send pushes to this endpoint: an https URL on a public name (an IP address or
 * a local name is refused: the server must not be pointed at its own network). `allowsLocalHttp` (the
 * API tests only) admits http://localhost and http://127.0.0.1, where the tests' push service listens.
 */
export function isAcceptableEndpoint(endpoint: string, allowsLocalHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  // 'localhost.' and 'printer.local.' are the same hosts as without the final dot (a fully qualified name).
  const host = url.hostname.toLowerCase().replace(/\.+$/, '');
  if (allowsLocalHttp && url.protocol === 'http:' && isLoopbackHost(host)) return true;
  if (url.protocol !== 'https:') return false;
  if (net.isIP(host.replace(/^\[|\]$/g, '')) !== 0 || !host.includes('.')) return false;
  return !LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix)) && host !== 'localhost';
}
