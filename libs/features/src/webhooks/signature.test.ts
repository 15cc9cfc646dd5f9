import t from 'tap';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { computeSignature, parseSignatureHeader, signatureHeader, verifySignature, type VerifyOptions } from './signature.js';

const SECRET = 'whsec_test_secret_ünïcode';
const BODY = '{"event":"schedule.completed","schedule_id":"sch_1","run_id":"run_1","data":{"title":"Café ☕"},"completed_at":"2025-01-01T12:00:00.000Z"}';
const NOW = Date.UTC(2025, 0, 1, 12, 0, 0); // t = 1735732800

/** The same HMAC, written out again with node:crypto: "<t>.<body>" keyed by the secret's UTF-8 bytes. */
const independent = (secret: string, timestamp: number, body: string | Buffer): string =>
  createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(Buffer.concat([Buffer.from(`${timestamp}.`), Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8')]))
    .digest('hex');

t.test('the header is t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">', async (t) => {
  const header = signatureHeader(SECRET, BODY, NOW);
  t.match(header, /^t=1735732800,v1=[0-9a-f]{64}$/);
  t.equal(header, `t=1735732800,v1=${independent(SECRET, 1735732800, BODY)}`);
  t.equal(signatureHeader(SECRET, BODY, new Date(NOW + 999)), header, 'whole seconds, rounded down');
  // Computed outside Node: printf '%s' '<t>.<body>' | openssl dgst -sha256 -hmac '<secret>'
  t.equal(computeSignature(SECRET, 1735732800, BODY), 'b14ac3731b55abf3d4f4b2740a0ceed5588ab2da71ec67b7f34280729ca0b1dd');
  t.equal(computeSignature('whsec_abc', 1700000000, '{}'), 'bad9ac117e973d721c232d46744158d75e3f1b44e36771e13d01b9e6a580bc72');
});

t.test('bytes and strings sign alike; the key is the secret as UTF-8', async (t) => {
  const bytes = Buffer.from(BODY, 'utf8');
  t.equal(computeSignature(SECRET, 1, bytes), computeSignature(SECRET, 1, BODY));
  t.equal(computeSignature(SECRET, 1, new Uint8Array(bytes)), computeSignature(SECRET, 1, BODY));
  const inside = Buffer.concat([Buffer.from('xx'), bytes, Buffer.from('yy')]).subarray(2, 2 + bytes.length);
  t.equal(computeSignature(SECRET, 1, inside), computeSignature(SECRET, 1, BODY), 'a view into a larger buffer');
  const latin1Key = createHmac('sha256', Buffer.from(SECRET, 'latin1')).update(`1.${BODY}`).digest('hex');
  t.not(computeSignature(SECRET, 1, BODY), latin1Key);
  t.throws(() => computeSignature('', 1, BODY), /secret is required/);
  t.throws(() => computeSignature(SECRET, 1.5, BODY), RangeError);
});

const verify = (overrides: Partial<VerifyOptions> = {}) =>
  verifySignature({ header: signatureHeader(SECRET, BODY, NOW), body: BODY, secret: SECRET, now: NOW, ...overrides });
const reasonOf = (overrides: Partial<VerifyOptions>): string => {
  const result = verify(overrides);
  return result.ok ? 'ok' : result.reason;
};

t.test('an authentic, fresh request verifies', async (t) => {
  t.same(verify(), { ok: true, timestamp: 1735732800 });
  t.same(verify({ body: Buffer.from(BODY, 'utf8') }).ok, true, 'the raw bytes');
  t.same(verify({ now: NOW + 300_000 }).ok, true, 'exactly at the tolerance');
  t.same(verify({ now: NOW - 300_000 }).ok, true, 'a receiver clock behind by the tolerance');
  t.same(verify({ secret: ['whsec_new', SECRET] }).ok, true, 'one of several secrets (rotation)');
  const hex = independent(SECRET, 1735732800, BODY);
  t.same(verify({ header: `t=1735732800,v1=${'0'.repeat(64)},v1=${hex}` }).ok, true, 'one of several v1 values');
  t.same(verify({ header: `t=1735732800, v1=${hex.toUpperCase()}, v0=old, v2=future` }).ok, true, 'spaces, upper-case hex, unknown schemes');
  t.same(verify({ header: ['t=1735732800', `v1=${hex}`] }).ok, true, 'a header repeated (as an array)');
});

t.test('wrong secret, tampered body or timestamp: signature_mismatch', async (t) => {
  t.same(verify({ secret: 'whsec_other' }), { ok: false, reason: 'signature_mismatch', timestamp: 1735732800 });
  t.equal(verify({ secret: SECRET.normalize('NFD') }).ok, false, 'the same text in other bytes is another key');
  t.equal(verify({ secret: [] }).ok, false);
  t.equal(verify({ secret: '' }).ok, false);
  const tampered = [
    BODY.replace('sch_1', 'sch_2'),
    BODY.replace('Café', 'Cafe'),
    BODY + '\n',
    ` ${BODY}`,
    JSON.stringify(JSON.parse(BODY), null, 2), // the same JSON, re-serialised
    JSON.stringify({ schedule_id: 'sch_1', ...JSON.parse(BODY) }), // the same JSON, keys reordered
    '',
  ];
  for (const body of tampered) t.equal(reasonOf({ body }), 'signature_mismatch', JSON.stringify(body).slice(0, 40));
  const hex = independent(SECRET, 1735732800, BODY);
  t.equal(reasonOf({ header: `t=1735732801,v1=${hex}` }), 'signature_mismatch', 'a new t on an old signature');
  const flipped = hex.slice(0, 63) + (hex.endsWith('0') ? '1' : '0');
  t.equal(reasonOf({ header: `t=1735732800,v1=${flipped}` }), 'signature_mismatch', 'one hex digit changed');
});

t.test('stale or future timestamps: timestamp_out_of_tolerance (after the signature checks out)', async (t) => {
  t.same(verify({ now: NOW + 301_000 }), { ok: false, reason: 'timestamp_out_of_tolerance', timestamp: 1735732800 });
  t.equal(reasonOf({ now: NOW - 301_000 }), 'timestamp_out_of_tolerance', 'from the future');
  t.equal(verify({ now: NOW + 3_600_000, toleranceSeconds: 7200 }).ok, true, 'a wider window');
  t.equal(reasonOf({ now: NOW + 1000, toleranceSeconds: 0 }), 'timestamp_out_of_tolerance');
  t.equal(reasonOf({ now: NOW + 301_000, secret: 'whsec_other' }), 'signature_mismatch', 'a forged old request is a mismatch');
});

t.test('missing or malformed headers', async (t) => {
  t.equal(reasonOf({ header: undefined }), 'missing_header');
  t.equal(reasonOf({ header: '' }), 'missing_header');
  t.equal(reasonOf({ header: [] }), 'missing_header');
  const hex = independent(SECRET, 1735732800, BODY);
  const malformed = [
    `v1=${hex}`, // no t
    't=1735732800', // no v1
    `t=1735732800,v1=${hex.slice(0, 10)}`, // v1 not a SHA-256
    `t=1735732800,v1=${'z'.repeat(64)}`,
    `t=abc,v1=${hex}`,
    `t=-1735732800,v1=${hex}`,
    `t=1735732800.5,v1=${hex}`,
    `t=1735732800,t=1735732801,v1=${hex}`, // two timestamps
    `t=,v1=${hex}`,
    `${hex}`,
    'garbage',
  ];
  for (const header of malformed) t.equal(reasonOf({ header }), 'malformed_header', header.slice(0, 40));
  t.same(parseSignatureHeader(`t=1735732800,t=1735732800,v1=${hex}`), { timestamp: 1735732800, signatures: [hex] }, 'the same t twice is one t');
});

t.test("docs/api.md's receiver example agrees with the signer", async (t) => {
  let root = __dirname;
  while (!fs.existsSync(path.join(root, 'docs', 'api.md'))) root = path.dirname(root);
  const doc = fs.readFileSync(path.join(root, 'docs', 'api.md'), 'utf8');
  const block = /<!-- the test webhooks\/signature\.test\.ts runs this block[^\n]*\n```js\n([\s\S]*?)```/.exec(doc);
  if (!block) throw new Error('the example block is gone from docs/api.md');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-doc-'));
  t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'verify.mjs');
  fs.writeFileSync(file, block[1]);
  const { verifyGleanerSignature } = (await import(pathToFileURL(file).href)) as {
    verifyGleanerSignature: (raw: Buffer, header: string | undefined, secret: string, tolerance?: number) => boolean;
  };
  const raw = Buffer.from(BODY, 'utf8');
  const now = Date.now();
  t.equal(verifyGleanerSignature(raw, signatureHeader(SECRET, raw, now), SECRET), true);
  t.equal(verifyGleanerSignature(raw, signatureHeader(SECRET, raw, now), 'whsec_other'), false);
  t.equal(verifyGleanerSignature(Buffer.from(BODY + ' '), signatureHeader(SECRET, raw, now), SECRET), false);
  t.equal(verifyGleanerSignature(raw, signatureHeader(SECRET, raw, now - 301_000), SECRET), false, 'stale');
  t.equal(verifyGleanerSignature(raw, undefined, SECRET), false);
  t.equal(verifyGleanerSignature(raw, 'garbage', SECRET), false);
  t.equal(verifyGleanerSignature(raw, `t=1,v1=${'0'.repeat(10)}`, SECRET), false, 'a short v1 does not throw');
});
