import { GleanerError } from '@gleaner/platform';

// Keys become file paths (disk) and object names (S3), so they are restricted to a safe
// alphabet: segments of [A-Za-z0-9._-] starting with a letter or digit, joined by '/'.
// That rules out '..', '.', absolute paths, backslashes, empty segments and hidden names.

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;
/** Suffix of the disk adapter's sidecar files; a key may not end with it. */
export const META_SUFFIX = '.meta.json';

export function keyProblem(key: unknown): string | null {
  if (typeof key !== 'string' || key.length === 0) return 'key must be a non-empty string';
  if (key.length > MAX_KEY_LENGTH) return `key longer than ${MAX_KEY_LENGTH} characters`;
  const segments = key.split('/');
  for (const s of segments) {
    if (!SEGMENT.test(s)) return `key segment "${s}" is not allowed`;
  }
  if (key.endsWith(META_SUFFIX)) return `key may not end with ${META_SUFFIX}`;
  return null;
}

export function isValidKey(key: unknown): key is string {
  return keyProblem(key) === null;
}

export function assertValidKey(key: string): void {
  const problem = keyProblem(key);
  if (problem) throw new GleanerError('invalid_parameter', `invalid file key: ${problem}`, { details: { key } });
}

const KINDS = ['pdf', 'screenshot', 'csv'] as const;

/** The key of a generated file, e.g. fileKey('pdf', 'pdf_65..a1', 'pdf') -> "pdf/pdf_65..a1.pdf". */
export function fileKey(kind: 'pdf' | 'screenshot' | 'csv', id: string, ext: string): string {
  if (!KINDS.includes(kind)) throw new GleanerError('invalid_parameter', `unknown file kind "${kind}"`);
  const cleanExt = ext.replace(/^\./, '');
  if (!/^[A-Za-z0-9]{1,10}$/.test(cleanExt)) throw new GleanerError('invalid_parameter', `invalid file extension "${ext}"`);
  const key = `${kind}/${id}.${cleanExt}`;
  assertValidKey(key);
  return key;
}

/** Content types become response headers: accept only type/subtype with simple parameters. */
export function assertValidContentType(contentType: string): void {
  if (!/^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(\s*;\s*[A-Za-z0-9!#$&^_.+-]+=("[^"\r\n]*"|[A-Za-z0-9!#$&^_.+-]+))*$/.test(contentType)) {
    throw new GleanerError('invalid_parameter', `invalid content type "${contentType}"`);
  }
}
