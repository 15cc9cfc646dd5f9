import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Failure, FuzzSettings } from './session.js';
import type { FuzzRequest } from './requests.js';

// Failures as people read them (the request as sent, keys as {live}/{test}/{admin}) and as a
// file FUZZ_REPLAY takes back.

/**
 * Text safe in a TAP stream: control characters (C0, C1), line and paragraph separators,
 * surrogates, BOM and bidi controls as \uXXXX (one of them once cut a run's report short).
 */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\ud800-\udfff\ufeff\u200b-\u200f\u202a-\u202e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars in all)` : text;
}

export function formatRequest(req: FuzzRequest): string {
  const lines = [`${req.method} ${clip(req.path, 300)}`];
  if (req.authorization !== undefined) lines.push(`authorization: ${clip(req.authorization, 120)}`);
  for (const [k, v] of Object.entries(req.headers)) lines.push(`${k}: ${clip(v, 120)}`);
  if (req.body !== undefined) lines.push('', clip(req.body, 1500));
  if (req.bodyBase64 !== undefined) lines.push('', `(bytes, base64) ${clip(req.bodyBase64, 400)}`);
  return lines.map(printable).join('\n');
}

export function formatFailure(f: Failure): string {
  const answer = f.answer.status ? `${f.answer.status} in ${f.answer.ms} ms (${f.answer.contentType ?? 'no content-type'}): ${clip(f.answer.body, 400)}` : `none after ${f.answer.ms} ms`;
  return [printable(`${f.op}: ${f.violation}  [seen ${f.count}x; case: ${f.request.broke}; ${clip(f.request.note, 160)}]`), ...formatRequest(f.request).split('\n').map((l) => `    ${l}`), `  answer: ${printable(answer)}`].join('\n');
}

export function replayHint(s: FuzzSettings, file: string): string {
  return `replay the run: FUZZ_SEED=${s.seed} FUZZ_RUNS=${s.runs} node scripts/run-tests.mjs fuzz.test; only these requests: FUZZ_REPLAY=${file} node scripts/run-tests.mjs fuzz.test`;
}

/** The fixture site's origin as {site}: it has another port on the next run. */
export function withSiteToken(text: string, site: string): string {
  return text.replaceAll(site, '{site}');
}

/** Writes the failing requests (whole, not clipped) where FUZZ_REPLAY can read them. */
export function writeFailures(s: FuzzSettings, failures: Failure[], site: string): string {
  const file = path.join(os.tmpdir(), `gleaner-fuzz-${s.seed}-${s.runs}.json`);
  fs.writeFileSync(file, withSiteToken(JSON.stringify(failures.map((f) => ({ violation: f.violation, request: f.request })), null, 1), site));
  return file;
}

/** Requests to send again: a file written by a run, or a hand-made list of requests; {site} is this run's fixture site. */
export function readReplay(file: string, site: string): FuzzRequest[] {
  const list = JSON.parse(fs.readFileSync(file, 'utf8').replaceAll('{site}', site)) as ({ request: FuzzRequest } | FuzzRequest)[];
  return list.map((x) => ('request' in x ? x.request : x));
}
