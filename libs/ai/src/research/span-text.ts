// A span as a reader wants it: an amount keeps the currency sign the sentence puts before it ("€48",
// where the answer finder's span is the number).
const SIGN_BEFORE = /[€$£¥₹]\s?$/;

export function spanWithSign(sentence: string, span: string): string {
  const at = sentence.indexOf(span);
  if (at <= 0) return span;
  const sign = SIGN_BEFORE.exec(sentence.slice(Math.max(0, at - 2), at));
  return sign ? `${sign[0].trim()}${span}` : span;
}
