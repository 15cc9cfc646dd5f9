import t from 'tap';
import { htmlPage, startMutableSite, waitFor, type MutableSite } from '@gleaner/testkit';
import { startHarness, type Harness, type NewUser } from './harness.js';

// Noise that is not a change and real changes that are, over HTTP: a selector monitor compares
// what its element renders (re-flowed markup: no alert; a link target, an image, a word: alert),
// relative times move without an alert, and summaries name the edit.

let site: MutableSite;
t.before(async () => {
  site = await startMutableSite();
});
t.teardown(() => site.close());

async function monitor(h: Harness, u: NewUser, body: object): Promise<string> {
  const res = await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'watch', ...body } });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const id = res.body.data.id as string;
  await waitFor('the baseline', async () => ((await h.call('GET', `/v1/monitoring/${id}/checks`, { key: u.key })).body.data.length >= 1 ? true : undefined), 60_000);
  return id;
}

async function checkNow(h: Harness, u: NewUser, id: string) {
  const res = await h.call('POST', `/v1/monitoring/${id}/check-now`, { key: u.key });
  if (res.status !== 200) throw new Error(`check-now: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { changeDetected: boolean; changeSummary: string | null };
}

const card = (inner: string) => htmlPage('Lamp', `<main><h1>Lamps</h1>${inner}<p>Other news</p></main>`);
const plain = `<div id="card"><h2>Desk lamp</h2><p>Brass, 40 cm. <a href="/lamp">Details</a></p><img src="/lamp.jpg" alt="A brass lamp"><p>Posted 3 hours ago</p></div>`;
const reflowed = `<section id="card" class="card card--v2" data-build="8812">
    <header><h2 class="title"><span>Desk lamp</span></h2></header>
    <div class="body"><p>Brass, <b>40 cm</b>. <a class="btn" data-track="x" href="/lamp">Details</a></p></div>
    <figure><img class="hero" loading="eager" src="/lamp.jpg" alt="A brass lamp"></figure>
    <p><time datetime="2026-11-26">Posted 4 hours ago</time></p></section>`;

t.test('selector: re-flowed markup and a relative time are noise; a link, an image, a word are changes', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 30 });
  site.set('/card', card(plain));
  const id = await monitor(h, u, { url: `${site.url}/card`, monitorType: 'selector', selector: '#card' });
  site.set('/card', card(reflowed));
  t.match(await checkNow(h, u, id), { changeDetected: false }, 'the same text and attributes in other markup');
  site.set('/card', card(plain.replace('/lamp"', '/lamp-v2"')));
  const link = await checkNow(h, u, id);
  t.match(link, { changeDetected: true, changeSummary: /Link target changed from \S+\/lamp to \S+\/lamp-v2/ }, String(link.changeSummary));
  site.set('/card', card(plain.replace('/lamp.jpg', '/lamp-red.jpg')));
  const image = await checkNow(h, u, id);
  t.match(image, { changeDetected: true, changeSummary: /Image changed from \S+lamp\.jpg to \S+lamp-red\.jpg/ }, String(image.changeSummary));
  site.set('/card', card(plain.replace('/lamp.jpg', '/lamp-red.jpg').replace('Brass, 40 cm', 'Brass, 45 cm')));
  const text = await checkNow(h, u, id);
  t.match(text, { changeDetected: true, changeSummary: /40.*45/ }, String(text.changeSummary));
});

t.test('full_page: relative times in a few wordings and languages are noise; an edit beside one is named', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 30 });
  const thread = (times: string[], reply = 'I tried the brass one and it works well in a small room.') =>
    htmlPage('Thread', `<main><h1>Which lamp?</h1>${times.map((when, i) => `<div class="post"><p>${i ? reply : 'Looking for a desk lamp.'}</p><p>${when}</p></div>`).join('')}</main>`);
  site.set('/thread', thread(['posted 3 hours ago', 'Updated just now', 'vor 2 Stunden', 'il y a 5 minutes', 'hace 3 días']));
  const id = await monitor(h, u, { url: `${site.url}/thread` });
  site.set('/thread', thread(['posted yesterday', 'Updated 5 min ago', 'gestern', 'il y a 2 heures', 'ayer']));
  t.match(await checkNow(h, u, id), { changeDetected: false }, 'relative times moved');
  site.set('/thread', thread(['posted 2 days ago', 'Updated 6 min ago', 'vor 3 Tagen', 'hier à 10:00', 'hace 4 días'], 'I tried the steel one and it works well in a small room.'));
  const edited = await checkNow(h, u, id);
  t.match(edited, { changeDetected: true, changeSummary: /brass one.*steel one/ }, String(edited.changeSummary));
});

t.test('full_page reads every post of a thread and the content beside an <article> card; ads rotate unseen', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 30 });
  // A forum thread: posts as <article>s with their own header and footer, no <main>.
  const post = (n: number, text: string, likes = 3) =>
    `<article class="post"><header><b>user${n}</b></header><p>${text}</p><footer>Rated ${likes} of 5</footer></article>`;
  const thread = (second: string, likes = 3, ad = 'Sturdy boots, 20% off') =>
    htmlPage('Thread', `<header><a href="/">Forum</a></header><h1>Which lamp?</h1>${post(1, 'Looking for a desk lamp for a small room.')}${post(2, second, likes)}<div class="ad-slot">Advertisement <a href="https://ads.example/x">${ad}</a></div>${post(3, 'Any of them works, really.')}<footer>© Forum</footer>`);
  site.set('/forum', thread('The brass one is bright enough.'));
  const forum = await monitor(h, u, { url: `${site.url}/forum` });
  site.set('/forum', thread('The brass one is bright enough.', 3, 'Fresh coffee, delivered'));
  t.match(await checkNow(h, u, forum), { changeDetected: false }, 'a rotated ad');
  site.set('/forum', thread('The steel one is bright enough.'));
  const edited = await checkNow(h, u, forum);
  t.match(edited, { changeDetected: true, changeSummary: /brass.*steel/ }, `a later post edited: ${edited.changeSummary}`);
  site.set('/forum', thread('The steel one is bright enough.', 4));
  t.match(await checkNow(h, u, forum), { changeDetected: true, changeSummary: /3.*4/ }, 'a rating in a post footer');

  // A product page without <main> whose only <article> is a small card beside the content.
  const product = (price: string) =>
    htmlPage('Lamp', `<div class="page"><h1>Desk lamp</h1><p>A brass desk lamp with a 40 cm arm and a warm bulb.</p><p>Price: ${price}</p><ul><li>Brass</li><li>Steel</li></ul></div><article class="card"><h3>Also see</h3><p>Floor lamp</p></article>`);
  site.set('/product', product('$19.99'));
  const shop = await monitor(h, u, { url: `${site.url}/product` });
  site.set('/product', product('$17.49'));
  const price = await checkNow(h, u, shop);
  t.match(price, { changeDetected: true, changeSummary: /19\.99.*17\.49/ }, String(price.changeSummary));
});
