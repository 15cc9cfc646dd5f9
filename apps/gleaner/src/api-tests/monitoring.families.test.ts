import { createHash } from 'node:crypto';
import t from 'tap';
import { htmlPage, startMutableSite, waitFor, type MutableSite } from '@gleaner/testkit';
import { MONITOR_COLLECTIONS, type MonitorRecord } from '@gleaner/features';
import { startHarness, type Harness, type NewUser } from './harness.js';

// Every family of issue 33's table over HTTP, on one page watched by a full_page and a selector
// monitor: noise (a re-flowed layout with the same text, relative times, counters and likes,
// timestamps, a rotating ad, cache-busters, a session script's token) is no change; real changes
// (a paragraph added or removed, a sentence edited, a number changed, a list item added, an edit in
// a section the browser skips off-screen or in a closed <details>) alert with a summary that names them. Also: a check never
// fetches the page's images (one here never answers), and a baseline stored by an older release is
// replaced without an alert.

interface Knobs {
  reflowed?: boolean;
  when?: string;
  counters?: string;
  stamp?: string;
  ad?: string;
  buster?: string;
  paragraphs?: string[];
  items?: string[];
  below?: string;
  faq?: string;
}

const PARAGRAPHS = ['The morning ferry leaves from the north pier and calls at both islands.', 'The ferry carries 120 cars and about 600 passengers on each crossing.'];
const ITEMS = ['Monday to Friday: every hour', 'Saturday: every two hours'];
const BELOW = 'In winter the late boat runs on Fridays and Saturdays only.';
const FAQ = 'Bikes travel free on every crossing.';

/** The watched page: the story (the selector's element) with its volatile bits, a section below the fold, a hanging image. */
function ferryPage(k: Knobs = {}) {
  const paragraphs = k.paragraphs ?? PARAGRAPHS;
  const items = k.items ?? ITEMS;
  const meta = `Posted ${k.when ?? '3 hours ago'} · ${k.counters ?? '1,234 views · 56 likes · ♥ 12'} · Updated ${k.stamp ?? '2026-11-26T10:00:00Z'}`;
  const ad = `<div class="ad-slot">Advertisement <a href="https://ads.example/${k.ad ?? 'boots'}">${k.ad === 'coffee' ? 'Fresh coffee, delivered' : 'Sturdy boots, 20% off'}</a></div>`;
  const image = `<img src="/img/ferry.jpg?v=${k.buster ?? '1732611234'}" alt="The ferry at the north pier">`;
  // A session script: a fresh token written into the page at every load.
  const session = `<p id="session"></p><script>document.getElementById('session').textContent = 'Session ' + Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');</script>`;
  const below = `<div style="height: 3000px"></div><section style="content-visibility: auto"><h2>Winter service</h2><p>${k.below ?? BELOW}</p></section><details name="faq"><summary>Can I bring a bike?</summary><p>${k.faq ?? FAQ}</p></details><details name="faq"><summary>Are dogs allowed?</summary><p>Dogs on a lead are welcome.</p></details>`;
  const story = k.reflowed
    ? `<article id="story" class="story story--v2" data-build="8812">
         <header class="story__head"><h1 class="title"><span>Harbour ferry timetable</span></h1></header>
         <p class="meta" data-v="2">${meta.split(' · ').map((part) => `<span class="meta__part">${part}</span>`).join(' · ')}</p>
         ${paragraphs.map((p) => `<div class="row"><div class="col">\n   <p class="lead" data-track="p">${p}</p>\n</div></div>`).join('\n')}
         <ul class="schedule" data-layout="grid">${items.map((i) => `<li class="schedule__item"><span>${i}</span></li>`).join('\n  ')}</ul>
         ${ad}<figure class="hero">${image}</figure>${session}${below}<img src="/hang.png" alt=""></article>`
    : `<div id="story"><h1>Harbour ferry timetable</h1><p class="meta">${meta}</p>${paragraphs.map((p) => `<p>${p}</p>`).join('')}<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>${ad}${image}${session}${below}<img src="/hang.png" alt=""></div>`;
  return htmlPage('Ferry', `<header><nav><a href="/">Home</a></nav></header><main>${story}</main><footer>© Harbour Ferries</footer>`);
}

let site: MutableSite;
t.before(async () => {
  site = await startMutableSite();
  // An image host that never answers: a check that waited for it would take the late-load bound.
  site.set('/hang.png', () => new Promise(() => undefined));
});
t.teardown(() => site.close());

async function monitor(h: Harness, u: NewUser, body: object): Promise<string> {
  const res = await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'ferry', ...body } });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const id = res.body.data.id as string;
  await waitFor('the baseline', async () => ((await h.call('GET', `/v1/monitoring/${id}/checks`, { key: u.key })).body.data.some((c: { status: string }) => c.status !== 'running') ? true : undefined), 60_000);
  return id;
}

async function checkNow(h: Harness, u: NewUser, id: string) {
  const res = await h.call('POST', `/v1/monitoring/${id}/check-now`, { key: u.key });
  if (res.status !== 200) throw new Error(`check-now: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { status: string; changeDetected: boolean; changeSummary: string | null };
}

t.test('every noise family is quiet and every real change alerts, named, on full_page and selector', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 100 });
  site.set('/ferry', ferryPage());
  const monitors = { full_page: await monitor(h, u, { url: `${site.url}/ferry` }), selector: await monitor(h, u, { url: `${site.url}/ferry`, monitorType: 'selector', selector: '#story' }) };
  const both = async (knobs: Knobs) => {
    site.set('/ferry', ferryPage(knobs));
    return { full_page: await checkNow(h, u, monitors.full_page), selector: await checkNow(h, u, monitors.selector) };
  };

  const noise: [string, Knobs][] = [
    ['an unchanged page (its session script wrote a new token)', {}],
    ['the same text in other markup', { reflowed: true }],
    ['relative times', { when: 'yesterday' }],
    ['counters and likes', { counters: '1,301 views · 57 likes · ♥ 13' }],
    ['a timestamp', { stamp: '2026-11-26T10:05:00Z' }],
    ['a rotated ad', { ad: 'coffee' }],
    ['a cache-buster', { buster: '1732699999' }],
    ['all of them at once', { reflowed: true, when: '2 days ago', counters: '1.4K views · 60 likes · ♥ 20', stamp: '2026-11-27T08:00:00Z', ad: 'coffee', buster: '1732700000' }],
  ];
  for (const [what, knobs] of noise) {
    const got = await both(knobs);
    for (const [type, check] of Object.entries(got)) t.match(check, { status: 'success', changeDetected: false }, `${type}: ${what} is no change (${check.changeSummary})`);
  }

  const added = 'A second boat now serves the outer island on summer Sundays.';
  const real: [string, Knobs, RegExp][] = [
    ['a paragraph added', { paragraphs: [...PARAGRAPHS, added] }, /second boat now serves/],
    ['a paragraph removed', { paragraphs: PARAGRAPHS }, /second boat now serves/],
    ['a sentence edited', { paragraphs: [PARAGRAPHS[0].replace('north pier', 'south pier'), PARAGRAPHS[1]] }, /north pier.*south pier/],
    ['a number changed', { paragraphs: [PARAGRAPHS[0].replace('north pier', 'south pier'), PARAGRAPHS[1].replace('120 cars', '150 cars')] }, /120.*150/],
    ['a list item added', { paragraphs: [PARAGRAPHS[0].replace('north pier', 'south pier'), PARAGRAPHS[1].replace('120 cars', '150 cars')], items: [...ITEMS, 'Sunday: twice a day in summer'] }, /Sunday: twice a day/],
  ];
  for (const [what, knobs, named] of real) {
    const got = await both(knobs);
    for (const [type, check] of Object.entries(got)) {
      t.match(check, { status: 'success', changeDetected: true }, `${type}: ${what} is a change`);
      t.match(check.changeSummary, named, `${type}: the summary names ${what}: ${check.changeSummary}`);
    }
  }
  // Below the fold, in a section the browser skips while off-screen (content-visibility: auto).
  const last = real[real.length - 1][1];
  const below = await both({ ...last, below: BELOW.replace('Fridays and Saturdays', 'Fridays') });
  for (const [type, check] of Object.entries(below)) t.match(check, { changeDetected: true, changeSummary: /Saturdays/ }, `${type}: an edit in a skipped section: ${check.changeSummary}`);
  // An FAQ answer folded in a closed <details> (two sharing a name: opening one closes the other).
  const faq = await both({ ...last, below: BELOW.replace('Fridays and Saturdays', 'Fridays'), faq: FAQ.replace('every crossing', 'weekday crossings') });
  for (const [type, check] of Object.entries(faq)) t.match(check, { changeDetected: true, changeSummary: /weekday crossings/ }, `${type}: an edit in a closed <details>: ${check.changeSummary}`);
  t.equal(site.hits('/hang.png'), 0, 'no check fetched an image (one that never answers held each check 10 s)');
});

t.test('a baseline stored by an older release (text only, no format) is replaced without an alert', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  site.set('/upgrade', ferryPage());
  const id = await monitor(h, u, { url: `${site.url}/upgrade`, monitorType: 'selector', selector: '#story' });
  // What the element's baseline held before it was read with its links and images: its text only.
  const monitors = h.gleaner.store.collection<MonitorRecord>(MONITOR_COLLECTIONS.monitors);
  const current = (await monitors.get(id))!.baseline!;
  const oldText = current.text.split('\n').filter((line) => !line.startsWith('[')).join('\n');
  t.not(oldText, current.text, 'the element has link and image lines the old reading did not have');
  await monitors.updateOne({ id }, { $set: { baseline: { kind: 'text', text: oldText, hash: createHash('sha256').update(oldText).digest('hex'), htmlHash: 'f'.repeat(64) } } });
  t.match(await checkNow(h, u, id), { status: 'success', changeDetected: false }, 'the first check after the upgrade re-bases');
  site.set('/upgrade', ferryPage({ paragraphs: [PARAGRAPHS[0], PARAGRAPHS[1].replace('120 cars', '90 cars')] }));
  t.match(await checkNow(h, u, id), { changeDetected: true, changeSummary: /120.*90/ }, 'and the next change alerts');
});
