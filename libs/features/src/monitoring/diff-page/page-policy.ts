// What the change page may load: its own inline styles and images over http(s) (the screenshot).
// No script at all: the page shows untrusted text and must work without any.

/** For the page's <meta http-equiv>: what a document can say about itself. */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src https: http:";

/** For the response header: plus what only a header can say (no framing: the page has a capability in its URL). */
export const PAGE_CSP_HEADER = `${PAGE_CSP}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
