// The network guard: parse a URL, refuse schemes other than http(s), resolve the host, refuse
// it when any address is not public, and hand back the one address to connect to (pinned, so a
// second DNS answer cannot swap in a private address between check and connect).
import dns from 'node:dns';
import net from 'node:net';
import { GleanerError } from '@gleaner/platform';
import { classifyAddress, type AddressClass } from './address-ranges.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has. Injectable for tests. */
export type LookupFn = (hostname: string) => Promise<ResolvedAddress[]>;

export interface CheckedTarget {
  url: URL;
  /** The checked address to connect to. */
  address: string;
  family: 4 | 6;
  /** Every address of the host, all checked, preferred first (for connect fallback). */
  addresses: ResolvedAddress[];
}

export interface NetworkGuardOptions {
  allowPrivateNetworks: boolean;
  lookup?: LookupFn;
  classify?: (ip: string) => AddressClass;
}

const ALLOWED_SCHEMES = new Set(['http:', 'https:']);
const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'EAI_NONAME', 'EAI_NODATA', 'ENODATA', 'EAI_AGAIN', 'ESERVFAIL', 'EAI_FAIL']);

export const systemLookup: LookupFn = async (hostname) => {
  const answers = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

// RFC 6761 §6.3: `localhost` and every name under `.localhost.` are loopback by definition, and
// name resolution SHOULD answer loopback for them without asking DNS (Chromium does so itself).
// They are answered here, not looked up: a resolver that does not know them would let such a URL
// pass as "does not resolve" at creation, and one that does would decide later. Only these names:
// `localhost.localdomain` and the like are ordinary names, judged by what they resolve to.
const LOCALHOST_NAME = /^(?:[^.]+\.)*localhost\.?$/i;
const LOOPBACK_ANSWERS: readonly ResolvedAddress[] = [
  { address: '127.0.0.1', family: 4 },
  { address: '::1', family: 6 },
];

/** True for `localhost`, `a.b.localhost` (any case, with or without the final dot). */
export function isLocalhostName(host: string): boolean {
  return LOCALHOST_NAME.test(host);
}

/**
 * Said with every refused address: a developer trying a page on localhost learns which setting of
 * the server lets it through (and that it is not for production).
 */
const PRIVATE_HINT = ' (a server for development or tests may allow such addresses with GLEANER_ALLOW_PRIVATE_NETWORKS=true)';

/** URL.hostname keeps the brackets of an IPv6 literal; net.isIP wants them off. */
export function bareHost(url: URL): string {
  const h = url.hostname;
  return h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
}

export class NetworkGuard {
  readonly allowPrivateNetworks: boolean;
  private readonly lookup: LookupFn;
  private readonly classify: (ip: string) => AddressClass;

  constructor(options: NetworkGuardOptions) {
    this.allowPrivateNetworks = options.allowPrivateNetworks;
    this.lookup = options.lookup ?? systemLookup;
    this.classify = options.classify ?? classifyAddress;
  }

  /** Parses and checks a URL without resolving it (scheme, credentials, host present). */
  parseUrl(raw: string | URL): URL {
    let url: URL;
    try {
      url = typeof raw === 'string' ? new URL(raw) : new URL(raw.href);
    } catch {
      throw new GleanerError('invalid_url', `not a valid URL: ${String(raw).slice(0, 200)}`);
    }
    if (!ALLOWED_SCHEMES.has(url.protocol)) {
      throw new GleanerError('invalid_url', `scheme ${url.protocol} is not allowed: only http and https URLs can be fetched`);
    }
    // Credentials in a URL are a classic way to make a URL read as one host and go to another.
    if (url.username || url.password) throw new GleanerError('invalid_url', 'URLs with credentials (user:password@) are not allowed');
    if (!url.hostname) throw new GleanerError('invalid_url', 'URL has no host');
    return url;
  }

  /** Reason an address may not be reached, or undefined when it may. */
  refusal(ip: string): string | undefined {
    if (this.allowPrivateNetworks) return undefined;
    const cls = this.classify(ip);
    return cls === 'public' ? undefined : cls;
  }

  /** Checks every address a host resolves to; returns the preferred one, to pin. */
  async resolveHost(host: string, shownAs = host): Promise<ResolvedAddress> {
    return (await this.resolveAll(host, shownAs))[0];
  }

  /** Checks every address a host resolves to; returns them IPv4 first (IPv6 is often unrouted in containers). */
  async resolveAll(host: string, shownAs = host): Promise<ResolvedAddress[]> {
    const literal = net.isIP(host);
    const localhost = !literal && isLocalhostName(host);
    let answers: ResolvedAddress[];
    if (literal) {
      answers = [{ address: host, family: literal === 6 ? 6 : 4 }];
    } else if (localhost) {
      answers = [...LOOPBACK_ANSWERS];
    } else {
      try {
        answers = await this.lookup(host);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? '';
        const why = NOT_FOUND_CODES.has(code) ? 'does not resolve' : `could not be resolved (${code || (err as Error).message})`;
        throw new GleanerError('url_not_accessible', `host ${host} ${why}`, { cause: err });
      }
      if (answers.length === 0) throw new GleanerError('url_not_accessible', `host ${host} does not resolve`);
    }
    for (const a of answers) {
      const reason = this.refusal(a.address);
      if (reason) {
        const via = literal ? `address ${a.address}` : localhost ? `host ${host} is a localhost name (RFC 6761), always ${a.address}` : `host ${host} resolves to ${a.address}`;
        throw new GleanerError('invalid_url', `${shownAs}: ${via}, which is ${reason}: not a public address${PRIVATE_HINT}`, {
          details: { reason, address: a.address },
        });
      }
    }
    return [...answers.filter((a) => a.family === 4), ...answers.filter((a) => a.family !== 4)];
  }

  /** Parses, checks scheme and every resolved address; returns the address to connect to. */
  async checkUrl(raw: string | URL): Promise<CheckedTarget> {
    const url = this.parseUrl(raw);
    const addresses = await this.resolveAll(bareHost(url), url.origin);
    return { url, address: addresses[0].address, family: addresses[0].family, addresses };
  }

  /**
   * A `lookup` for http.request / net.connect / an Agent that checks and pins. Note: Node skips
   * lookup for IP literals, so check the URL with checkUrl first (guardedFetch does).
   */
  lookupForAgent(): net.LookupFunction {
    return ((hostname: string, options: dns.LookupOptions | number | undefined, callback: (...args: unknown[]) => void) => {
      const all = typeof options === 'object' && options !== null && options.all === true;
      this.resolveHost(hostname).then(
        (pinned) => (all ? callback(null, [pinned]) : callback(null, pinned.address, pinned.family)),
        (err) => callback(err),
      );
    }) as unknown as net.LookupFunction;
  }
}

/** A guard configured from GLEANER_ALLOW_PRIVATE_NETWORKS (loadConfig().net). */
export function guardFromConfig(net: { allowPrivateNetworks: boolean }): NetworkGuard {
  return new NetworkGuard({ allowPrivateNetworks: net.allowPrivateNetworks });
}
