// The HTML of the fixture site's pages. Each page exists for a test: see the comment above it.

const LIST_ITEMS = [
  ['Alpha', 'Bravo', 'Charlie'],
  ['Delta', 'Echo', 'Foxtrot'],
  ['Golf', 'Hotel', 'India'],
];

export function layout(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`;
}

/** A product: JSON-LD and a visible price. */
export function productPage(): string {
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Fixture Kettle',
    sku: 'FK-1',
    offers: { '@type': 'Offer', price: '49.90', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
  };
  return layout(
    'Fixture Kettle',
    `<main><h1 class="product-title">Fixture Kettle</h1><p class="price" id="price">€49.90</p>
<p class="description">A kettle that exists only for tests.</p><ul class="features"><li>1.7 litres</li><li>Steel</li></ul></main>`,
    `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
  );
}

/** Page n of a list whose "next" is a plain link (works without JavaScript). */
export function linkListPage(n: number): string {
  const items = LIST_ITEMS[n - 1] ?? [];
  const next = n < LIST_ITEMS.length ? `<a class="next" rel="next" href="/list/links?page=${n + 1}">Next</a>` : '';
  return layout(`List page ${n}`, `<h1>List page ${n}</h1><ul id="items">${items.map((i) => `<li class="item">${i}</li>`).join('')}</ul>${next}`);
}

/** Page n of the link list served slowly (/list/slow): its next link keeps the slowness settings. */
export function slowListPage(n: number, settings: string): string {
  const items = LIST_ITEMS[n - 1] ?? [];
  const next = n < LIST_ITEMS.length ? `<a class="next" rel="next" href="/list/slow?page=${n + 1}&amp;${settings}">Next</a>` : '';
  return layout(`List page ${n}`, `<h1>List page ${n}</h1><ul id="items">${items.map((i) => `<li class="item">${i}</li>`).join('')}</ul>${next}`);
}

/** A list whose "next" button swaps the items with JavaScript (no navigation). */
export function jsListPage(): string {
  const script = `const pages = ${JSON.stringify(LIST_ITEMS)}; let n = 0;
function show() {
  document.querySelector('h1').textContent = 'List page ' + (n + 1);
  document.getElementById('items').innerHTML = pages[n].map((i) => '<li class="item">' + i + '</li>').join('');
  const b = document.querySelector('button.next'); if (n >= pages.length - 1) b.remove();
}
document.querySelector('button.next').addEventListener('click', () => { n += 1; show(); });
show();`;
  return layout('JS list', `<h1></h1><ul id="items"></ul><button class="next" type="button">Next</button><script>${script}</script>`);
}

/** Content that JavaScript adds 200 ms after load. */
export function lateContentPage(delayMs: number): string {
  return layout(
    'Late content',
    `<p>Waiting…</p><script>setTimeout(() => { const d = document.createElement('div'); d.id = 'late'; d.textContent = 'Late content arrived'; document.body.appendChild(d); }, ${delayMs});</script>`,
  );
}

/** Reports whether the tab was visible while the page loaded, and adds #frame on the first animation frame (never in a hidden tab). */
export function visibilityPage(): string {
  return layout(
    'Visibility',
    `<p id="vis"></p><script>document.getElementById('vis').textContent = 'state:' + document.visibilityState; requestAnimationFrame(() => { const d = document.createElement('div'); d.id = 'frame'; d.textContent = 'frame ran'; document.body.appendChild(d); });</script>`,
  );
}

export function challengePage(): string {
  return layout(
    'Just a moment...',
    `<div id="cf-wrapper"><h1>Checking your browser before accessing the site.</h1><div id="challenge-form" class="cf-challenge">Please enable JavaScript and cookies to continue.</div><p>Ray ID: 0000000000000000 &middot; Performance &amp; security by Cloudflare</p></div>`,
  );
}

/** Tall page: many paragraphs so full-page captures and PDFs span several viewports/pages. */
export function longPage(sections: number): string {
  const parts: string[] = [];
  for (let i = 1; i <= sections; i++) {
    parts.push(`<section style="height:900px;border-bottom:4px solid #333;background:${i % 2 ? '#eef' : '#fee'}"><h2>Section ${i}</h2><p>Paragraph of section ${i}. ${'Lorem ipsum dolor sit amet. '.repeat(20)}</p></section>`);
  }
  return layout('Long page', `<h1>Long page</h1>${parts.join('')}<p id="end">The end</p>`, '<style>body{margin:0}</style>');
}

/** White by default, near-black under prefers-color-scheme: dark. */
export function darkModePage(): string {
  return layout(
    'Dark mode aware',
    `<h1>Theme</h1><p id="scheme">light</p><script>if (matchMedia('(prefers-color-scheme: dark)').matches) document.getElementById('scheme').textContent = 'dark';</script>`,
    `<style>html,body{margin:0;height:100%;background:#ffffff;color:#000}@media (prefers-color-scheme: dark){html,body{background:#101010;color:#eee}}</style>`,
  );
}

/** #box is exactly 300x200 CSS px; .ad and #banner are there to be hidden; #toggle changes the page. */
export function elementsPage(): string {
  return layout(
    'Elements',
    `<div id="banner" style="position:absolute;top:0;left:0;width:100%;height:100px;background:#ff0000">Banner</div>
<div id="box" style="position:absolute;top:150px;left:50px;width:300px;height:200px;background:#0000ff"></div>
<div class="ad" style="position:absolute;top:400px;left:0;width:200px;height:50px;background:#00ff00">Ad</div>
<button id="toggle" style="position:absolute;top:500px;left:0" onclick="document.getElementById('status').textContent='clicked';document.body.style.background='#ffff00'">Toggle</button>
<p id="status" style="position:absolute;top:550px;left:0">not clicked</p>`,
    '<style>html,body{margin:0;height:100%;background:#ffffff}</style>',
  );
}

/** Sets a cookie (by header, in the server), localStorage, sessionStorage and IndexedDB. */
export function statefulSetPage(): string {
  const script = `localStorage.setItem('secret', 'user-a'); sessionStorage.setItem('secret', 'user-a');
document.cookie = 'jscookie=user-a; path=/';
const req = indexedDB.open('fixture', 1);
req.onupgradeneeded = () => req.result.createObjectStore('kv');
req.onsuccess = () => { const tx = req.result.transaction('kv', 'readwrite'); tx.objectStore('kv').put('user-a', 'secret');
  tx.oncomplete = () => { const d = document.createElement('div'); d.id = 'stored'; d.textContent = 'stored'; document.body.appendChild(d); }; };`;
  return layout('Set state', `<p>Setting state</p><script>${script}</script>`);
}

/** Reports what state the browser carries: cookies, storage, IndexedDB, permissions, viewport, media. */
export function statefulReadPage(): string {
  const script = `(async () => {
  const out = { cookie: document.cookie, local: localStorage.getItem('secret'), session: sessionStorage.getItem('secret'),
    width: innerWidth, height: innerHeight, dpr: devicePixelRatio, dark: matchMedia('(prefers-color-scheme: dark)').matches };
  out.idb = await new Promise((resolve) => { const r = indexedDB.open('fixture', 1);
    r.onupgradeneeded = () => r.result.createObjectStore('kv');
    r.onsuccess = () => { const g = r.result.transaction('kv').objectStore('kv').get('secret'); g.onsuccess = () => resolve(g.result ?? null); g.onerror = () => resolve(null); };
    r.onerror = () => resolve(null); });
  try { out.geo = (await navigator.permissions.query({ name: 'geolocation' })).state; } catch { out.geo = 'unknown'; }
  const pre = document.createElement('pre'); pre.id = 'state'; pre.textContent = JSON.stringify(out); document.body.appendChild(pre);
})();`;
  return layout('Read state', `<p>Reading state</p><script>${script}</script>`);
}

/** Images and a web font, served slowly, to prove resource blocking. */
export function assetsPage(count: number): string {
  const imgs = Array.from({ length: count }, (_, i) => `<img src="/asset/img-${i}.png" width="10" height="10" alt="">`).join('');
  return layout(
    'Assets',
    `<p style="font-family:FixtureFont">Text with a web font</p>${imgs}`,
    `<style>@font-face{font-family:FixtureFont;src:url(/asset/font.woff2)}</style>`,
  );
}

export function simplePage(i: number): string {
  return layout(`Simple ${i}`, `<h1>Simple page ${i}</h1><p>${'Some plain text for a small page. '.repeat(120)}</p>`);
}

/**
 * Asks for the position and for notifications `asks` times (waiting for each answer), reports the
 * permission states it found on arrival (#before) and the answers (#answers), then adds #done.
 */
export function permissionsPage(asks: number): string {
  const script = `(async () => {
  const state = async (name) => { try { return (await navigator.permissions.query({ name })).state; } catch { return 'unknown'; } };
  const show = (id, value) => { const pre = document.createElement('pre'); pre.id = id; pre.textContent = JSON.stringify(value); document.body.appendChild(pre); };
  show('before', { notifications: Notification.permission, geolocation: await state('geolocation') });
  const answers = [];
  for (let i = 0; i < ${asks}; i++) {
    answers.push(await new Promise((resolve) => navigator.geolocation.getCurrentPosition(() => resolve('position'), (e) => resolve('error ' + e.code), { timeout: 1000 })));
    answers.push(await Promise.race([Notification.requestPermission(), new Promise((r) => setTimeout(() => r('no answer'), 1000))]));
  }
  show('answers', answers);
  const done = document.createElement('div'); done.id = 'done'; document.body.appendChild(done);
})();`;
  return layout('Permissions', `<p>Asking</p><script>${script}</script>`);
}

/**
 * A page exactly `height` CSS px tall (and `width` wide, 0: the viewport's), striped so images of it
 * are not blank; #block is the whole striped box, for element captures. For the size limits.
 */
export function sizedPage(width: number, height: number): string {
  const w = width > 0 ? `${width}px` : '100%';
  return layout(
    'Sized page',
    `<div id="block" style="width:${w};height:${height}px;background:repeating-linear-gradient(#dde 0 50px,#edd 50px 100px)">Sized ${width || 'auto'} x ${height}</div>`,
    '<style>html,body{margin:0}</style>',
  );
}
