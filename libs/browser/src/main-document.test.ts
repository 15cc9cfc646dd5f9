import t from 'tap';
import type { HTTPResponse } from 'puppeteer-core';
import { noteMainResponse, type MainDocumentState } from './main-document.js';

// The guard's verdict headers count only where the guard proxy could have set them (plain http):
// an https page is a tunnel the proxy cannot edit, so a site sending them there speaks for itself.

const response = (url: string, headers: Record<string, string>, status = 502) => ({ url: () => url, status: () => status, headers: () => headers }) as unknown as HTTPResponse;

t.test('the guard answer is read from a plain-http document', async (t) => {
  const state: MainDocumentState = {};
  noteMainResponse(state, response('http://gone.invalid/', { 'x-gleaner-error': 'host gone.invalid does not resolve' }));
  t.same(state.guardAnswer, { url: 'http://gone.invalid/', refused: false, reason: 'host gone.invalid does not resolve' });
});

t.test('the same headers on an https document are the site\'s own: ignored', async (t) => {
  const state: MainDocumentState = {};
  noteMainResponse(state, response('https://shop.example.com/', { 'x-gleaner-blocked': 'fake verdict' }, 200));
  t.equal(state.guardAnswer, undefined);
  t.ok(state.mainResponse, 'the page is still the main document');
});
