import t from 'tap';
import { bearerCredential, bearerCredentialOrUndefined } from './bearer.js';

// The probe's `Bearer  key` (two spaces) was let in: the header has one spelling per key.

const KEY = 'gl_live_0123456789abcdefABCDEF0123456789';

const problem = (header: string | undefined): string => {
  try {
    return `let in: ${bearerCredential(header)}`;
  } catch (err) {
    return `${(err as { code: string }).code}: ${(err as Error).message}`;
  }
};

t.test('exactly "Bearer <key>": the scheme in any case, one space', async (t) => {
  for (const header of [`Bearer ${KEY}`, `bearer ${KEY}`, `BEARER ${KEY}`, `bEaReR ${KEY}`]) t.equal(bearerCredential(header), KEY, header);
  t.equal(bearerCredentialOrUndefined(`bearer ${KEY}`), KEY);
});

t.test('spacing variants, other schemes and missing keys: 401 unauthorized saying what is wrong', async (t) => {
  const cases: [string | undefined, RegExp][] = [
    [`Bearer  ${KEY}`, /exactly one space/],
    [`Bearer\t${KEY}`, /exactly one space \(no tab\)/],
    [`Bearer \t${KEY}`, /exactly one space/],
    [`Bearer${KEY}`, /must be "Bearer <API_KEY>"/],
    [`Basic ${KEY}`, /must be "Bearer <API_KEY>"/],
    [KEY, /must be "Bearer <API_KEY>"/],
    [`Bearer ${KEY} extra`, /no spaces/],
    ['Bearer', /missing API key after Bearer/],
    ['', /missing API key/],
    [undefined, /missing API key/],
  ];
  for (const [header, message] of cases) {
    t.match(problem(header), /^unauthorized: /, JSON.stringify(header));
    t.match(problem(header), message, JSON.stringify(header));
    t.equal(bearerCredentialOrUndefined(header), undefined, JSON.stringify(header));
  }
});

t.test('the admin token is named as such (not "API key") in every message', async (t) => {
  const adminProblem = (header: string | undefined) => {
    try {
      bearerCredential(header, 'admin token');
      return 'accepted';
    } catch (err) {
      return (err as Error).message;
    }
  };
  t.match(adminProblem(undefined), /^missing admin token: send Authorization: Bearer <ADMIN_TOKEN>$/);
  t.match(adminProblem('Basic x'), /"Bearer <ADMIN_TOKEN>"/);
  t.match(adminProblem('Bearer  x'), /between Bearer and the admin token/);
  for (const header of [undefined, 'Basic x', 'Bearer', 'Bearer  x', 'Bearer x y']) t.notMatch(adminProblem(header), /API key|API_KEY/, JSON.stringify(header));
});
