// Scripts every pool page runs before its own, in every frame.
//
// Geolocation: a page that asks for the position in a minimised window (where plain scrapes and
// PDFs run) crashes the whole Chromium (measured here with Debian's Chromium 156 headless, when
// the page holds a user activation, which any DevTools evaluate grants; a denied CDP permission or
// a geolocation override does not prevent it), and repeated denials
// leave the permission 'denied' for the next job of the context. A scraper has no position to
// give, so the page is told at once what a user who declines would tell it: PERMISSION_DENIED.
// The request never reaches the browser. (A page can see that the two methods are not native.)
export const DENY_GEOLOCATION = `(() => {
  const G = typeof Geolocation === 'function' ? Geolocation.prototype : null;
  if (!G) return;
  const denied = () => ({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
  const deny = (onError) => { if (typeof onError === 'function') setTimeout(() => onError(denied()), 0); };
  Object.defineProperty(G, 'getCurrentPosition', { value: function getCurrentPosition(_ok, onError) { deny(onError); }, writable: true, configurable: true });
  Object.defineProperty(G, 'watchPosition', { value: function watchPosition(_ok, onError) { deny(onError); return 0; }, writable: true, configurable: true });
})();`;

/**
 * Permissions that ask the user (their default here is 'prompt'). A page that keeps asking in a
 * visible tab gets them blocked ("embargoed") for its origin in the context, and the reset does
 * not undo that (Browser.resetPermissions does not either; measured: notifications stay
 * 'denied' for the next job). An override of 'prompt' on the context, set when the tab opens,
 * keeps every job at the default.
 */
export const PROMPT_PERMISSIONS = ['notifications', 'geolocation', 'camera', 'microphone', 'midi', 'persistent-storage', 'clipboard-read', 'local-fonts', 'window-management', 'idle-detection'];
