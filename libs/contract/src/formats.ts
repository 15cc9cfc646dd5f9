import type Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { isHeaderName, isHeaderValue, isOneLineText, isReservedRequestHeader } from '@gleaner/platform';
import { isWebhookHeaderName } from './webhook-headers.js';

// Formats of our own: http-url (what the service may load), iso-date-or-time (list filters),
// one-line-text (every name a customer gives: monitors, schedules, research sessions, users), and
// the names and values of request headers a caller may have sent to a page or a webhook.

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date that exists: Date.parse rolls 2026-02-30 over to March 2 instead of refusing it. */
function realDate(ymd: string): boolean {
  const ms = Date.parse(ymd + 'T00:00:00Z');
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === ymd;
}

export function isIsoDateOrTime(value: string): boolean {
  if (DATE.test(value)) return realDate(value);
  return /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/.test(value) && realDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

// ICU also accepts these legacy IDs, which are not IANA zone names; some are ambiguous to people
// (ICU reads IST as India; others mean Ireland or Israel), so they are refused. The three-letter
// names IANA itself has (CET, EET, EST, GMT, HST, MET, MST, PRC, ROC, ROK, UCT, UTC, WET) pass.
const ICU_ONLY_IDS = new Set([
  'ACT', 'AET', 'AGT', 'ART', 'AST', 'BET', 'BST', 'CAT', 'CNT', 'CST', 'CTT', 'EAT', 'ECT',
  'IET', 'IST', 'JST', 'MIT', 'NET', 'NST', 'PLT', 'PNT', 'PRT', 'PST', 'SST', 'VST',
]);
// IANA names: letters, digits and _ - + in parts separated by "/" (Etc/GMT+5, America/Port-au-Prince).
const NAME_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;
const MAX_NAME_LENGTH = 64;

/**
 * A time zone name schedules accept: an IANA name or link the runtime knows (any case), not an
 * offset and not one of ICU's legacy IDs.
 */
export function isTimeZoneName(value: string): boolean {
  if (value.length > MAX_NAME_LENGTH || !NAME_SHAPE.test(value)) return false;
  if (ICU_ONLY_IDS.has(value.toUpperCase()) || /^systemv\//i.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A schedule's time of day: HH:MM, 24-hour, two digits each. */
export const TIME_OF_DAY = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const TIME_OF_DAY_RE = new RegExp(TIME_OF_DAY);

export function addGleanerFormats(ajv: Ajv): Ajv {
  addFormats(ajv, ['email', 'date-time', 'date', 'uri']);
  ajv.addFormat('http-url', { type: 'string', validate: isHttpUrl });
  ajv.addFormat('iso-date-or-time', { type: 'string', validate: isIsoDateOrTime });
  ajv.addFormat('time-zone', { type: 'string', validate: isTimeZoneName });
  ajv.addFormat('time-of-day', { type: 'string', validate: (value: string) => TIME_OF_DAY_RE.test(value) });
  ajv.addFormat('one-line-text', { type: 'string', validate: isOneLineText });
  ajv.addFormat('http-header-name', { type: 'string', validate: (name: string) => isHeaderName(name) && !isReservedRequestHeader(name) });
  ajv.addFormat('webhook-header-name', { type: 'string', validate: isWebhookHeaderName });
  ajv.addFormat('http-header-value', { type: 'string', validate: isHeaderValue });
  return ajv;
}
