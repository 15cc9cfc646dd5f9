import t from 'tap';
import { codePointLength, isOneLineText, oneLine } from './text.js';

/** A test name with every non-ASCII unit escaped: a raw U+2028 would break the TAP stream. */
const label = (s: string) => JSON.stringify(s).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

t.test('codePointLength counts characters as a person does (issue 32: 600 emoji were "1,200 characters")', async (t) => {
  t.equal(codePointLength(''), 0);
  t.equal(codePointLength('abc'), 3);
  t.equal(codePointLength('😀'.repeat(600)), 600, 'astral characters count once');
  t.equal(codePointLength('é'), 1);
  t.equal(codePointLength('\ud83d'), 1, 'a lone high surrogate counts as one');
  t.equal(codePointLength('\ude00\ud83d'), 2, 'a reversed pair is two');
  t.equal(codePointLength('a\ud83d'), 2, 'a high surrogate at the end');
});

t.test('isOneLineText refuses C0, DEL, C1, U+2028/2029 and lone surrogates; keeps every other character', async (t) => {
  for (const ok of ['Desk lamp', 'Prix: 19,99 €', '日本語の名前', '😀 emoji', 'עברית', 'a\u202eb (bidi is shown, not refused)', '\u00a0non-breaking', '\ufeff']) t.ok(isOneLineText(ok), label(ok));
  for (const bad of ['a\u0000b', '\u0001', 'tab\there', 'line\nbreak', 'cr\r', '\u001f', 'del\u007f', 'c1\u0080', 'c1\u009f', 'ls\u2028', 'ps\u2029', 'lone \ud800', 'lone \udfff', '\ude00\ud83d', 'end\ud83d']) t.notOk(isOneLineText(bad), label(bad));
});

t.test('oneLine: every line-breaking or control run is one space, the same set a name refuses', async (t) => {
  t.equal(oneLine('Sale\r\nBcc: x@y'), 'Sale Bcc: x@y');
  t.equal(oneLine('a\u0085b\u2028c\u2029d\u000bf\u0000g'), 'a b c d f g');
  t.equal(oneLine('  tab\there  '), 'tab here');
  for (const s of ["a\u0085b", "a\u2028b", "a\u009fb", "a\tb"]) t.equal(isOneLineText(s), false, label(s));
  t.equal(isOneLineText(oneLine('a\u0085b\r\nc')), true, 'what oneLine gives is a name');
});
