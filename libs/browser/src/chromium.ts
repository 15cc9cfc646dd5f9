// Finds Chromium and builds its launch arguments.
import fs from 'node:fs';
import { guardedChromiumArgs } from '@gleaner/net';

const DEFAULT_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** GLEANER_CHROMIUM_PATH (or `explicit`), else Debian's /usr/bin/chromium; a clear error otherwise. */
export function findChromium(explicit?: string): string {
  const wanted = explicit ?? process.env.GLEANER_CHROMIUM_PATH;
  if (wanted) {
    if (!fs.existsSync(wanted)) throw new Error(`Chromium not found at ${wanted} (GLEANER_CHROMIUM_PATH)`);
    return wanted;
  }
  const found = DEFAULT_PATHS.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(`Chromium not found: install it (apt-get install -y chromium) or set GLEANER_CHROMIUM_PATH (looked in ${DEFAULT_PATHS.join(', ')})`);
  }
  return found;
}

export interface ChromiumArgsOptions {
  /**
   * /dev/shm is large enough for Chromium's shared memory (GLEANER_CHROMIUM_DEV_SHM: the chart mounts
   * a memory-backed one). Otherwise --disable-dev-shm-usage: a container's /dev/shm is 64 MB by
   * default, which Chromium outgrows (pages crash), so it keeps those files in /tmp instead.
   */
  devShm?: boolean;
}

export function chromiumArgs(proxyServer?: string, options: ChromiumArgsOptions = {}): string[] {
  const args = [
    '--no-sandbox',
    ...(options.devShm ? [] : ['--disable-dev-shm-usage']),
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-gpu',
    '--disable-extensions',
    '--disable-default-apps',
    '--mute-audio',
    '--hide-scrollbars',
    // Measured here: a reused tab that swaps BrowsingInstance (and renderer) on every navigation
    // loses about a third of its rate; the back-forward cache would also keep old pages alive.
    // WebUIOmnibox*Popup: every window (one per browser context, so one per pool tab) preloads the
    // omnibox dropdown as a WebUI in its own renderer, which re-renders on every navigation of the
    // window's tab; headless never shows it. Measured: ~25-60 CPU ms a job at 4 tabs (notes).
    '--disable-features=ProactivelySwapBrowsingInstance,BackForwardCache,RenderDocument,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    // Each job's tab lives in its own browser context (no cookies or storage of anyone else), so
    // per-site renderer processes inside one job's page protect nothing of another user's; they
    // cost ~30% of the rate here (docs/notes/browser.md).
    '--disable-site-isolation-trials',
  ];
  if (proxyServer) {
    // Everything, loopback included, goes through the guard proxy; WebRTC may not bypass it over UDP.
    // (--force-webrtc-ip-handling-policy does nothing on this Chromium; libs/net's test shows the one that works.)
    args.push(...guardedChromiumArgs(proxyServer));
  }
  return args;
}
