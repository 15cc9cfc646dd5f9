import type { Logger } from '@gleaner/platform';
import type { FileStore } from '@gleaner/blobs';
import { diffLinkOf } from './diff-page/diff-link.js';
import type { CheckRecord } from './records.js';
import type { CheckLinks } from './views.js';

// The links a check carries: to the page that shows its change (a capability kept with the check,
// served by any API process) and to its screenshot (a signed file link). Both end when the check does.

/** The longest a signed file link may last (S3's presigned URLs stop at 7 days); the API hands out fresh ones. */
const MAX_FILE_LINK_MS = 7 * 24 * 3_600_000;

export class CheckLinker {
  constructor(
    private readonly files: FileStore,
    private readonly apiBaseUrl: string,
    private readonly logger: Logger,
  ) {}

  async linksOf(check: Pick<CheckRecord, 'id' | 'change_detected' | 'view_token' | 'screenshot_key' | 'expires_at'>): Promise<CheckLinks> {
    const links: CheckLinks = {};
    if (check.change_detected && check.view_token) links.diffUrl = diffLinkOf(this.apiBaseUrl, check.id, check.view_token);
    if (check.screenshot_key) {
      const until = Math.min(Date.parse(check.expires_at), Date.now() + MAX_FILE_LINK_MS);
      links.screenshotUrl = await this.files.signedUrl(check.screenshot_key, new Date(until)).catch((err) => {
        this.logger.warn({ err, check_id: check.id }, 'could not sign a check screenshot link');
        return undefined;
      });
    }
    return links;
  }

  /** Deletes the screenshots of checks that are gone (best effort: the file store's own expiry is the backstop). */
  async forget(checks: Pick<CheckRecord, 'screenshot_key'>[]): Promise<void> {
    for (const check of checks) {
      if (!check.screenshot_key) continue;
      await this.files.delete(check.screenshot_key).catch((err) => this.logger.warn({ err, key: check.screenshot_key }, 'could not delete a check screenshot'));
    }
  }
}
