// Page text and monitor names are untrusted: everything put into the change page passes here.

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Only http(s) addresses become links or images; anything else (javascript:, data:) is shown as text. */
export const isWebUrl = (s: string): boolean => /^https?:\/\//i.test(s);

// Bidirectional controls: embeddings and overrides (U+202A-202E), isolates (U+2066-2069), the
// marks LRM, RLM (U+200E, U+200F) and ALM (U+061C). An override reorders what follows it, so
// "gnp.exe" preceded by U+202E reads "exe.png". They are shown, not obeyed and not dropped: the
// reader of a change page must see the text as it is stored, in order, and see that something
// was hidden in it (dropping them would hide the trick; <bdi> only stops a value spilling into
// its neighbours, the reversal inside it would remain). Right-to-left text needs none of them to
// read right: the Unicode bidi algorithm orders Arabic or Hebrew letters by itself.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const codeOf = (c: string) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Untrusted text for an element's content: escaped, each bidi control shown as a marked [U+202E]. */
export const textHtml = (s: string): string => escapeHtml(s).replace(BIDI_CONTROLS, (c) => `<span class="ctl">[${codeOf(c)}]</span>`);

/** Untrusted text where no markup may go (the <title>): escaped, each bidi control as [U+202E]. */
export const plainTextHtml = (s: string): string => escapeHtml(s).replace(BIDI_CONTROLS, (c) => `[${codeOf(c)}]`);

/** A URL for an href: escaped, bidi controls percent-encoded (as a browser sends them; no raw control in the page). */
export const hrefHtml = (url: string): string => escapeHtml(url).replace(BIDI_CONTROLS, (c) => encodeURIComponent(c));
