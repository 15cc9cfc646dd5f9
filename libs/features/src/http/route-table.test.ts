import t from 'tap';
import { RouteTable } from './route-table.js';

t.test('routes match by method and path, with parameters', async (t) => {
  const table = new RouteTable<string>();
  table.add('get', '/v1/user/profile', 'profile');
  table.add('get', '/v1/content/data/{id}', 'get-data');
  table.add('delete', '/v1/content/data/{id}', 'delete-data');
  table.add('post', '/v1/admin/users/{id}/credits', 'credits');

  t.same(table.match('GET', '/v1/user/profile'), { value: 'profile', params: {} });
  t.same(table.match('GET', '/v1/user/profile/'), { value: 'profile', params: {} }, 'a trailing slash is ignored');
  t.same(table.match('GET', '/v1/user/profile?x=1'), { value: 'profile', params: {} }, 'the query string is ignored');
  t.same(table.match('GET', '/v1/content/data/scr_1'), { value: 'get-data', params: { id: 'scr_1' } });
  t.same(table.match('DELETE', '/v1/content/data/scr_1'), { value: 'delete-data', params: { id: 'scr_1' } });
  t.same(table.match('POST', '/v1/admin/users/usr%5Fa/credits'), { value: 'credits', params: { id: 'usr_a' } }, 'parameters are decoded');
});

t.test('anything else is left to restify', async (t) => {
  const table = new RouteTable<string>();
  table.add('get', '/v1/user/profile', 'profile');
  table.add('get', '/v1/content/data/{id}', 'get-data');
  t.equal(table.match('POST', '/v1/user/profile'), undefined, 'another method (restify answers 405)');
  t.equal(table.match('GET', '/v1/user'), undefined);
  t.equal(table.match('GET', '/v1/user/profile/more'), undefined);
  t.equal(table.match('GET', '/v1/content/data/'), undefined, 'an empty parameter');
  t.equal(table.match('GET', '/v1/content/data/a/b'), undefined, 'too many segments');
  t.equal(table.match('GET', '/v1/content/data/%E0%A4%A'), undefined, 'a malformed escape');
  t.equal(table.match(undefined, '/v1/user/profile'), undefined);
});
