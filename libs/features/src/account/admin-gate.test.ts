import t from 'tap';
import { TokenAdminGate } from './gate.js';

const refusal = (gate: TokenAdminGate, header: string | undefined) => {
  try {
    gate.check(header);
    return 'let in';
  } catch (err) {
    return (err as { code: string }).code;
  }
};

t.test('with an admin token configured: that token and the local one are let in, others unauthorized', async (t) => {
  const gate = new TokenAdminGate('configured-secret');
  gate.allowLocal('local-secret');
  t.equal(refusal(gate, 'Bearer configured-secret'), 'let in');
  t.equal(refusal(gate, 'Bearer local-secret'), 'let in');
  t.equal(refusal(gate, 'Bearer guess'), 'unauthorized');
  t.equal(refusal(gate, undefined), 'unauthorized');
  t.equal(refusal(gate, 'bearer configured-secret'), 'let in', 'the scheme in any case');
  t.equal(refusal(gate, 'Bearer  configured-secret'), 'unauthorized', 'two spaces');
  t.equal(refusal(gate, 'Bearer\tlocal-secret'), 'unauthorized', 'a tab');
});

t.test('without one: only the local token is let in, and to anyone else the routes do not exist', async (t) => {
  const gate = new TokenAdminGate(undefined);
  t.equal(refusal(gate, 'Bearer local-secret'), 'not_found', 'before the server allows it');
  gate.allowLocal('local-secret');
  t.equal(refusal(gate, 'Bearer local-secret'), 'let in');
  t.equal(refusal(gate, 'Bearer guess'), 'not_found');
  t.equal(refusal(gate, 'Basic local-secret'), 'not_found');
});
