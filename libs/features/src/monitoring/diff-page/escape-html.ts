// Page text and monitor names are untrusted: everything put into the change page passes here.

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Only http(s) addresses become links or images; anything else (javascript:, data:) is shown as text. */
export const isWebUrl = (s: string): boolean => /^https?:\/\//i.test(s);
