import { randomBytes } from 'node:crypto';

// Ids are a prefix and 24 hex characters laid out like a MongoDB ObjectId
// (4-byte seconds, 5 random bytes, 3-byte counter), so they sort by creation time
// and can become ObjectIds in the MongoDB adapter.
const processRandom = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

export type IdPrefix = 'usr' | 'key' | 'scr' | 'ext' | 'pdf' | 'shot' | 'sch' | 'run' | 'mon' | 'chk' | 'alr' | 'chn' | 'rsh' | 'qst' | 'use' | 'txn' | 'job' | 'file';

export function newId(prefix: IdPrefix | string, nowMs: number = Date.now()): string {
  counter = (counter + 1) % 0xffffff;
  const seconds = Math.floor(nowMs / 1000).toString(16).padStart(8, '0');
  return `${prefix}_${seconds}${processRandom}${counter.toString(16).padStart(6, '0')}`;
}

const ID_PATTERN = /^[a-z]+_[0-9a-f]{24}$/;

export function isId(value: string, prefix?: string): boolean {
  if (!ID_PATTERN.test(value)) return false;
  return prefix === undefined || value.startsWith(prefix + '_');
}
