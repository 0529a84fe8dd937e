import proxyAddr from '@fastify/proxy-addr';

/**
 * TRUST_PROXY: whose `X-Forwarded-For` the server believes. Believing every client's lets anyone
 * rotate the header to slip past the per-address rate limits and store a made-up address, so
 * the default is nobody: the address is the TCP peer's.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** Who may speak for a client: `(address, hop)`, hop 0 being the TCP peer (proxy-addr's form). */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * `false`/`off`/empty: no proxy. A whole number: that many proxies in front, whatever their
 * addresses (Fastify's own numeric option trusts none at all, so the count is ours). Otherwise
 * a comma-separated list of addresses or CIDR ranges, or proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`. `true` is refused on purpose: it is the hole this closes.
 * Throws an Error with a message for the config's one-line report.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || /^(?:false|off|no|0)$/i.test(value)) return false;
  if (/^(?:true|on|yes)$/i.test(value)) {
    throw new Error(
      'true would believe any client’s X-Forwarded-For; give the proxies’ addresses (e.g. 127.0.0.1 or 10.0.0.0/8) or their number',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error('expected at most 10 proxies');
    return { hops };
  }
  const addresses = value.split(',').map((part) => part.trim());
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new Error(
      `expected proxy addresses or CIDR ranges separated by commas, or a number of proxies (${(error as Error).message})`,
    );
  }
  return { addresses };
}

export function trustFunction(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  return proxyAddr.compile(trust.addresses);
}

/** Time and connection limits of the HTTP server (0 turns one off). */
export interface HttpLimits {
  /** Whole request, headers and body, from the first byte. */
  requestTimeoutMs: number;
  /** Request headers, from the first byte. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections one client address may hold; trusted proxies are exempt. */
  maxConnectionsPerClient: number;
}
