import { GleanerError } from '@gleaner/platform';

// The credential of an `Authorization: Bearer <credential>` header, read strictly: the scheme in any
// case (RFC 7235: schemes are case-insensitive), then exactly one space, then the credential with
// no space in it. Two spaces or a tab are refused rather than read leniently: one key has one
// spelling, so a cache, a log or a proxy rule keyed on the header cannot be sidestepped by spacing.
// (Node has already trimmed the spaces around the whole value.)

const BEARER = /^bearer (\S+)$/i;

/** What the credential is, as the messages name it. */
export type CredentialKind = 'API key' | 'admin token';

/** The credential, or the 401 that says what is wrong with the header. */
export function bearerCredential(authorization: string | undefined, kind: CredentialKind = 'API key'): string {
  const placeholder = `<${kind.toUpperCase().replace(' ', '_')}>`;
  if (authorization === undefined || authorization === '') throw new GleanerError('unauthorized', `missing ${kind}: send Authorization: Bearer ${placeholder}`);
  const match = BEARER.exec(authorization);
  if (match) return match[1];
  throw new GleanerError('unauthorized', problemOf(authorization, kind, placeholder));
}

function problemOf(authorization: string, kind: CredentialKind, placeholder: string): string {
  const scheme = /^bearer(?=\s|$)/i.exec(authorization);
  if (!scheme) return `the Authorization header must be "Bearer ${placeholder}" (another scheme or no scheme was sent)`;
  const rest = authorization.slice(scheme[0].length);
  if (rest === '') return `missing ${kind} after Bearer: send Authorization: Bearer ${placeholder}`;
  if (!rest.startsWith(' ') || /^\s{2,}/.test(rest)) return `malformed Authorization header: put exactly one space (no tab) between Bearer and the ${kind}`;
  return `malformed Authorization header: the ${kind} has no spaces in it`;
}

/** The credential, or undefined when the header is missing or malformed. */
export function bearerCredentialOrUndefined(authorization: string | undefined): string | undefined {
  const match = BEARER.exec(authorization ?? '');
  return match ? match[1] : undefined;
}
