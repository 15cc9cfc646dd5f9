// The operations bench/capacity/curve.mjs measures: each a request made at the offered rate (after a
// setup that makes what it needs: a research session, a monitor), against the fixture site of loadtest/.

let seq = 0;
const pick = () => 1 + (seq++ % 500);

/** name -> { setup(ctx) -> state, request(ctx, state) -> { method, path, body } } */
export const OPERATIONS = {
  'scrape-js': { request: (c) => ({ method: 'POST', path: '/v1/content/scrape', body: { url: `${c.site}/spa/products/${pick()}`, wait_for: '.product', extract: { name: 'the product name', price: 'the price' } } }) },
  'scrape-plain': { request: (c) => ({ method: 'POST', path: '/v1/content/scrape', body: { url: `${c.site}/articles/${pick()}`, javascript: false } }) },
  extract: { request: (c) => ({ method: 'POST', path: '/v1/content/extract', body: { url: `${c.site}/listing?page=${1 + (seq++ % 5)}`, prompt: 'each product with its name and price' } }) },
  pdf: { request: (c) => ({ method: 'POST', path: '/v1/pdf/generate', body: { url: `${c.site}/articles/${pick()}` } }) },
  screenshot: { request: (c) => ({ method: 'POST', path: '/v1/screenshot/capture', body: { url: `${c.site}/products/${pick()}` } }) },
  profile: { request: () => ({ method: 'GET', path: '/v1/user/profile' }) },
  lists: { request: () => ({ method: 'GET', path: `/v1/content/data?limit=20&page=${1 + (seq++ % 3)}` }) },
  'research-ask': {
    async setup(c) {
      const ids = [];
      for (let i = 1; i <= 5; i++) ids.push((await c.call('POST', '/v1/content/scrape', { url: `${c.site}/articles/${i}`, javascript: false })).data.id);
      const session = (await c.call('POST', '/v1/research', { name: 'capacity', data_sources: ids })).data;
      for (let i = 0; i < 120 && (await c.call('GET', `/v1/research/${session.id}`)).data.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 500));
      return session.id;
    },
    request: (c, id) => ({ method: 'POST', path: `/v1/research/${id}/ask`, body: { question: 'Which ridge had the most sightings?' } }),
  },
  'monitor-check': {
    async setup(c) {
      return (await c.call('POST', '/v1/monitoring', { name: 'capacity', url: `${c.site}/changing?period=5`, checkInterval: 'daily' })).data.id;
    },
    request: (c, id) => ({ method: 'POST', path: `/v1/monitoring/${id}/check-now` }),
  },
};
