// What the tab's main frame was given during a job, and the verdict on it. The guard proxy answers
// a document it refused (403 + X-Gleaner-Blocked: a private or metadata address) or could not
// reach (502 + X-Gleaner-Error: a name that does not resolve, a refused connection) with a line of
// text; rendered, that text was captured and charged as the page (issue 32: a redirect to
// http://gone.invalid/ answered 200). An https target fails its tunnel instead, and Chromium
// reports only ERR_TUNNEL_CONNECTION_FAILED: the guard is asked again about that URL, so a
// redirect fails as the same URL asked directly would (invalid_url or url_not_accessible).
import type { HTTPResponse, Page } from 'puppeteer-core';
import { GleanerError, isGleanerError } from '@gleaner/platform';
import type { SlotState } from './warm-slot.js';

/** The guard proxy's own answer to a main-frame document. */
export interface GuardAnswer {
  url: string;
  refused: boolean;
  reason: string;
}

/** What the main frame was given in this job (the slot's reset clears it). */
export interface MainDocumentState {
  /** The last main-frame document answer (redirects aside). */
  mainResponse?: HTTPResponse;
  /** The first main-frame document the guard answered itself. */
  guardAnswer?: GuardAnswer;
  /** The last main-frame document request that failed (not one abandoned for another: ERR_ABORTED). */
  failedNavigation?: string;
}

function isRedirect(response: HTTPResponse): boolean {
  return response.status() >= 300 && response.status() < 400 && Boolean(response.headers().location);
}

/** Records a main-frame document answer (redirects aside), and whether the guard gave it. */
export function noteMainResponse(state: MainDocumentState, response: HTTPResponse): void {
  if (isRedirect(response)) return;
  state.mainResponse = response;
  const headers = response.headers();
  // The proxy drops these headers from every plain-http site's answer (proxy-forward.ts): only it
  // sets them there. An https answer comes through a tunnel the proxy cannot edit, so there they
  // are the site's own and mean nothing (the guard refuses an https target by failing the tunnel).
  if (!response.url().startsWith('http:')) return;
  const blocked = headers['x-gleaner-blocked'];
  const error = headers['x-gleaner-error'];
  if ((blocked || error) && !state.guardAnswer) state.guardAnswer = { url: response.url(), refused: Boolean(blocked), reason: blocked ?? error };
}

/** Keeps `state` up to date with the main frame's document requests, for the tab's life. */
export function watchMainDocument(page: Page, state: MainDocumentState): void {
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) noteMainResponse(state, response);
  });
  page.on('requestfailed', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    state.failedNavigation = request.url();
  });
}

export function clearMainDocument(state: MainDocumentState): void {
  state.mainResponse = undefined;
  state.guardAnswer = undefined;
  state.failedNavigation = undefined;
}

function led(requested: string, reached: string): string {
  return reached === requested ? requested : `${requested} led to ${reached.slice(0, 300)}, which`;
}

/**
 * The job's error when the main frame was given something other than the site's page: the
 * guard's answer, a failed navigation, a scheme other than http(s). `checkUrl` (the guard) names
 * the reason of a failed navigation; undefined when the page is the site's.
 */
export async function mainDocumentError(state: MainDocumentState & Pick<SlotState, 'refusedNavigation'>, requested: string, checkUrl?: (url: string) => Promise<unknown>): Promise<GleanerError | undefined> {
  const answer = state.guardAnswer;
  if (answer?.refused) return new GleanerError('invalid_url', `${led(requested, answer.url)} is not allowed: ${answer.reason}`, { details: { url: requested, reason: answer.reason } });
  if (answer) return new GleanerError('url_not_accessible', `${led(requested, answer.url)} could not be reached: ${answer.reason}`, { details: { url: requested } });
  const failed = state.failedNavigation;
  if (failed) {
    if (checkUrl) {
      try {
        await checkUrl(failed);
      } catch (err) {
        if (isGleanerError(err)) return new GleanerError(err.code, `${failed === requested ? requested : `${requested} led to ${failed.slice(0, 300)}`}: ${err.message}`, { details: { ...err.details, url: requested } });
        throw err;
      }
    }
    return new GleanerError('url_not_accessible', `${led(requested, failed)} could not be reached`, { details: { url: requested } });
  }
  const refused = state.refusedNavigation;
  // Chromium's own error page: the target (or the guard proxy's connection to it) failed.
  if (refused?.startsWith('chrome-error:')) return new GleanerError('url_not_accessible', `${requested} could not be reached`, { details: { url: requested } });
  if (refused) return new GleanerError('invalid_url', `the page navigated to ${refused.slice(0, 100)}: only http and https pages can be rendered`);
  return undefined;
}
