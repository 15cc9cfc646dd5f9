import crypto, { createHash, randomInt } from 'node:crypto';
import type { KeyEnv } from '../http/context.js';

// API keys: `gl_live_` or `gl_test_` and 32 characters of [A-Za-z0-9]. Only hashes are stored.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const KEY_PATTERN = /^gl_(live|test)_[A-Za-z0-9]{32}$/;
export const PREFIX_LENGTH = 11;

export function generateKey(env: KeyEnv): string {
  let body = '';
  for (let i = 0; i < 32; i++) body += ALPHABET[randomInt(ALPHABET.length)];
  return `gl_${env}_${body}`;
}

// crypto.hash (Node 20.12+) is the one-shot form: no Hash object per request.
const oneShot = (crypto as unknown as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;

export function hashKey(key: string): string {
  return oneShot ? oneShot('sha256', key, 'hex') : createHash('sha256').update(key).digest('hex');
}

export function keyPrefix(key: string): string {
  return key.slice(0, PREFIX_LENGTH);
}

export function generateSecret(): string {
  return 'whsec_' + Array.from({ length: 40 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
