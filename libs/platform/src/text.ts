// Text rules shared by the request contract and the services: what a customer reads as a
// "character", and what a one-line name may hold.

/** Characters as a person counts them (code points): an emoji is one, not two UTF-16 units. */
export function codePointLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++, n++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return n;
}

// C0 controls (tab and line breaks too: a name is one line), DEL, C1 controls, the Unicode line
// and paragraph separators, and a surrogate without its pair (not a character at all: stores and
// JSON encoders replace or refuse it). Bidi controls pass: where a name is shown, they are shown.
const LINE_BREAKING = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';
const NOT_IN_A_NAME = new RegExp(`[${LINE_BREAKING}]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]`);
const LINE_BREAKING_RUNS = new RegExp(`[${LINE_BREAKING}]+`, 'g');

/** True for a name shown on one line: no control character, no line separator, no lone surrogate. */
export function isOneLineText(text: string): boolean {
  return !NOT_IN_A_NAME.test(text);
}

/** Text made one line for a place that cannot refuse it (an e-mail line, a log): each run of those characters a space. */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAKING_RUNS, ' ').trim();
}

export const ONE_LINE_TEXT_MESSAGE = 'must be one line of text: no control characters (U+0000-U+001F, U+007F-U+009F), no line or paragraph separators (U+2028, U+2029) and no unpaired surrogates';
