import { systemClock, type Clock } from '@gleaner/platform';
import { assertValidKey, isValidKey } from '../keys.js';
import { expirySeconds, signature, signatureMatches } from './signing.js';

// The service's own download links, the same on every adapter:
// `${DOWNLOAD_BASE_URL}/${key}?expires=<unix s>&sig=<hex HMAC-SHA256>` (signing.ts). The API's
// download handler checks them and then serves the file from whichever store holds it, so a link
// needs no Authorization header (and ignores one), and says nothing about where files are kept.

export interface DownloadLinksOptions {
  /** GLEANER_DOWNLOAD_BASE_URL, e.g. https://api.example.com/files. */
  baseUrl: string;
  /** Every process that makes or checks links must share it (GLEANER_FILE_SIGNING_SECRET). */
  secret: string;
  clock?: Clock;
}

export class DownloadLinks {
  readonly baseUrl: string;
  private readonly secret: string;
  private readonly clock: Clock;

  constructor(o: DownloadLinksOptions) {
    if (!o.secret) throw new Error('DownloadLinks: a signing secret is required');
    this.baseUrl = o.baseUrl.replace(/\/+$/, '');
    this.secret = o.secret;
    this.clock = o.clock ?? systemClock;
  }

  /** A link valid until expiresAt (rounded down to the second: never late). */
  url(key: string, expiresAt: Date): string {
    assertValidKey(key);
    const expires = expirySeconds(expiresAt);
    return `${this.baseUrl}/${key}?expires=${expires}&sig=${signature(this.secret, key, expires)}`;
  }

  /** True when the parameters were made by url() for this key and the link has not expired. */
  verify(key: string, expires: string | null, sig: string | null): boolean {
    if (!isValidKey(key) || !expires || !sig || !/^\d{1,12}$/.test(expires)) return false;
    const seconds = Number(expires);
    if (this.clock.now() >= seconds * 1000) return false;
    return signatureMatches(this.secret, key, seconds, sig);
  }
}
