import type Ajv from 'ajv';
import type { SchemaValidateFunction } from 'ajv';
import { httpUrl } from './common.js';
import { isHttpUrl } from './formats.js';

// A URL the service keeps and calls later (a monitor's or a schedule's page, a webhook, a Slack
// hook). URL parsing silently drops tab, CR and LF, so such a URL is refused before parsing (what
// is kept must be what was sent); the rest is kept as its parsed href, the form the service
// fetches: no raw "<", ">", spaces or line breaks reach a response, a Slack message or an e-mail.

/** C0 controls and DEL. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const KEYWORD = 'x-stored-url';

/** An http-url schema plus the keyword (typed as http-url: the keyword is not a JSON Schema one). */
export const storedUrl = { ...httpUrl, [KEYWORD]: true } as typeof httpUrl;

export const STORED_URL_MESSAGES = {
  control: 'must not contain control characters (tab, CR, LF, NUL, ...)',
  long: `must be at most ${httpUrl.maxLength} characters once parsed (percent-encoded)`,
} as const;

/** The href a stored URL is kept as (a value that does not parse is left as it is: its format check refuses it). */
export function storedHref(value: string): string {
  return isHttpUrl(value) ? new URL(value).href : value;
}

/** Refuses control characters, then replaces the value by its href (an ajv `modifying` keyword). */
const validate: SchemaValidateFunction = (_schema: boolean, data: string, _parent, cxt) => {
  const fail = (message: string) => {
    validate.errors = [{ keyword: KEYWORD, message, params: {} }];
    return false;
  };
  if (CONTROL_CHARACTER.test(data)) return fail(STORED_URL_MESSAGES.control);
  const href = storedHref(data);
  if (href.length > httpUrl.maxLength) return fail(STORED_URL_MESSAGES.long);
  if (cxt) cxt.parentData[cxt.parentDataProperty] = href;
  return true;
};

export function addStoredUrlKeyword(ajv: Ajv): Ajv {
  ajv.addKeyword({ keyword: KEYWORD, type: 'string', schemaType: 'boolean', modifying: true, errors: true, validate });
  return ajv;
}
