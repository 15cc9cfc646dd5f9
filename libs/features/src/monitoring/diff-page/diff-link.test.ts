import t from 'tap';
import { diffLinkOf, newDiffToken, sameToken } from './diff-link.js';

t.test('a token: 32 random bytes in base64url, never the same twice', async (t) => {
  const tokens = new Set(Array.from({ length: 1000 }, () => newDiffToken()));
  t.equal(tokens.size, 1000);
  for (const token of [...tokens].slice(0, 50)) {
    t.match(token, /^[A-Za-z0-9_-]{43}$/);
    t.equal(Buffer.from(token, 'base64url').length, 32);
  }
});

t.test('sameToken: equal strings only; different lengths are simply false', async (t) => {
  const a = newDiffToken();
  t.ok(sameToken(a, `${a}`));
  t.notOk(sameToken(a, newDiffToken()));
  t.notOk(sameToken(a, a.slice(0, -1)));
  t.notOk(sameToken(a, `${a}x`));
  t.notOk(sameToken(a, ''));
  t.notOk(sameToken('', a));
  t.ok(sameToken('', ''), 'equal is equal (the handler never gets this far without a token)');
  t.notOk(sameToken('é', 'e\u0301'), 'compared as bytes');
});

t.test('the link: <api>/changes/<checkId>/<token>', async (t) => {
  t.equal(diffLinkOf('https://api.example.com/v1', 'chk_1', 'tok-_A'), 'https://api.example.com/v1/changes/chk_1/tok-_A');
  t.equal(diffLinkOf('https://api.example.com/v1/', 'chk_1', 'tok'), 'https://api.example.com/v1/changes/chk_1/tok', 'a trailing slash dropped');
  t.equal(diffLinkOf('http://127.0.0.1:8080/v1', 'a/b c', 'tok'), 'http://127.0.0.1:8080/v1/changes/a%2Fb%20c/tok', 'the id escaped');
});
