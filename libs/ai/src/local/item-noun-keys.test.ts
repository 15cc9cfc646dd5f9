// The item's own noun alone (`event`, `job`, `listing`, "the property") or asked with which ("which gig", "what job
// is it") is the item, known by its name (session 29, a probe of fresh ways on item pages: all were null or a word
// of the page)
import t from 'tap';
import { fieldIntent } from './intent.js';
import { extractField } from './fields.js';
import { Page } from './page.js';

const job = new Page('<!doctype html><html lang="en"><head><title>Sign in | Hireway</title></head><body><header><a href="/login">Sign in</a></header><main><h1>Warehouse Shift Supervisor</h1><p>Posted 3 days ago</p><ul><li>Company: Dunmore Freight</li><li>Location: Tamworth</li></ul><p>Lead a team of twelve on nights.</p></main></body></html>', 'https://hireway.example/jobs/4412');

t.test('a key that is the item\'s noun asks the item\'s name', async (t) => {
  for (const [k, d] of [['job', ''], ['position', ''], ['vacancy', 'what job is it'], ['x', 'which job'], ['listing', '']]) t.equal(extractField(job, k, d), 'Warehouse Shift Supervisor', `${k}: ${d}`);
  t.equal(fieldIntent('gig', 'which gig').kind, 'title');
  t.equal(fieldIntent('x', 'the event').kind, 'title');
  // the noun with another field's word asks that field
  t.equal(fieldIntent('job', 'where is the job').kind, 'text');
  t.equal(fieldIntent('event', 'event date').kind, 'date');
  t.equal(extractField(job, 'company', ''), 'Dunmore Freight');
});

t.test('a title key in the page\'s language, and a byline key written apart', async (t) => {
  const post = new Page('<!doctype html><html lang="es"><head><title>Cómo podar rosales | Jardín Vivo</title></head><body><main><article><h1>Cómo podar rosales</h1><p class="byline">Por <a href="/autores/lucia">Lucía Méndez</a></p><p>Podar en invierno ayuda a que el rosal florezca mejor en primavera, y se hace con tijeras limpias.</p></article></main></body></html>', 'https://jardinvivo.example/podar-rosales');
  for (const k of ['Título', 'titulo', 'titre', 'Titel', 'titolo']) t.equal(extractField(post, k, ''), 'Cómo podar rosales', k);
  t.equal(fieldIntent('by_line', '').kind, 'author');
  t.equal(fieldIntent('head_line', '').kind, 'title');
});

t.test('a brand key in the page\'s language; a field\'s foreign word ending in s is no plural', async (t) => {
  const product = new Page('<!doctype html><html lang="nl"><head><title>Waterkoker 1,7 l</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Waterkoker 1,7 l","brand":{"@type":"Brand","name":"Brellin"},"offers":{"@type":"Offer","price":"39.95","priceCurrency":"EUR"}}</script></head><body><main><h1>Waterkoker 1,7 l</h1><p>€ 39,95</p></main></body></html>', 'https://winkel.example/p/waterkoker');
  for (const k of ['merk', 'marca', 'Marke', 'Hersteller']) t.equal(extractField(product, k, ''), 'Brellin', k);
  t.equal(extractField(product, 'prijs', ''), 39.95);
  t.equal(extractField(product, 'Preis', ''), 39.95);
});

t.test('a posting\'s participle in a label language as a key asks the date it was posted', async (t) => {
  const post = new Page('<!doctype html><html lang="de"><head><title>Herbstmarkt</title></head><body><main><article><h1>Herbstmarkt im Park</h1><p><time datetime="2026-10-02">2. Oktober 2026</time></p><p>Der Herbstmarkt findet am Samstag statt, mit Ständen aus der Region und Musik.</p></article></main></body></html>', 'https://stadt.example/herbstmarkt');
  for (const k of ['Veröffentlicht', 'publié', 'pubblicato', 'geplaatst']) t.equal(extractField(post, k, ''), '2026-10-02', k);
});

t.test('"format" alone names the field, a note after it says how; "I need the author" asks the author', async (t) => {
  const book = new Page('<!doctype html><html lang="en"><head><title>The Salt Road</title></head><body><main><h1>The Salt Road</h1><p>By <a href="/a/1">Mira Castell</a></p><dl><dt>Format</dt><dd>Paperback</dd><dt>Published</dt><dd>4 June 2026</dd></dl></main></body></html>', 'https://books.example/b/2');
  t.equal(extractField(book, 'x', 'format, exactly as shown'), 'Paperback');
  t.equal(extractField(book, 'x', 'I need the author'), 'Mira Castell');
  t.equal(extractField(book, 'pubDate', 'ISO format'), '2026-06-04');
});

t.test('"format" heading a request with a note after it; "just the number of X" counts X; "show me" names no show', async (t) => {
  const book = new Page('<!doctype html><html lang="en"><head><title>The Salt Road</title></head><body><main><h1>The Salt Road</h1><dl><dt>Format</dt><dd>Hardback</dd><dt>Pages</dt><dd>320</dd></dl></main></body></html>', 'https://books.example/b/3');
  for (const d of ['format:', 'the format as a string', 'format if available, else null']) t.equal(extractField(book, 'x', d), 'Hardback', d);
  t.equal(extractField(book, 'x', 'just the number of pages'), 320);
  t.same(fieldIntent('x', 'show me company').facts, ['company']);
});

t.test('a field "of each product" is one per item: a list of one on a product page, every card\'s on a listing', async (t) => {
  const product = new Page('<!doctype html><html lang="en"><head><title>Kettle K2</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Kettle K2","brand":{"@type":"Brand","name":"Brellin"},"offers":{"@type":"Offer","price":"39.00","priceCurrency":"GBP"}}</script></head><body><main><h1>Kettle K2</h1><p>£39.00</p><button>Add to basket</button></main><section class="related"><h2>You may also like</h2><ul><li><a href="/p/t1">Toaster T1</a> <span class="brand">Vonn</span> £25</li><li><a href="/p/t2">Toaster T2</a> <span class="brand">Ardo</span> £30</li></ul></section></body></html>', 'https://shop.example/p/k2');
  t.same(extractField(product, 'product_brand', 'I need the brand of each product to group them in my catalogue'), ['Brellin']);
  const listing = new Page('<!doctype html><html lang="en"><head><title>Kettles</title></head><body><main><h1>Kettles</h1><ul class="grid"><li class="card"><a href="/p/a1"><h3>Kettle A1</h3></a><p class="brand">Brellin</p><p class="price">£39.00</p></li><li class="card"><a href="/p/b2"><h3>Kettle B2</h3></a><p class="brand">Vonn</p><p class="price">£29.00</p></li><li class="card"><a href="/p/c3"><h3>Kettle C3</h3></a><p class="brand">Ardo</p><p class="price">£45.00</p></li></ul></main></body></html>', 'https://shop.example/kettles');
  t.same(extractField(listing, 'brands', 'the brand of each product'), ['Brellin', 'Vonn', 'Ardo']);
});

t.test('a forum thread whose markup adds its related topics as a list: `titles` is the thread\'s title, a list of one', async (t) => {
  const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"DiscussionForumPosting","headline":"Kettle limescale: vinegar or citric acid?","author":{"@type":"Person","name":"mossbank"},"datePublished":"2026-02-03"}</script><script type="application/ld+json">{"@context":"https://schema.org","@type":"ItemList","itemListElement":[{"@type":"ListItem","position":1,"url":"https://forum.example/t/descaling-irons/77","name":"Descaling irons"},{"@type":"ListItem","position":2,"url":"https://forum.example/t/hard-water-filters/81","name":"Hard water filters"}]}</script>';
  const thread = new Page(`<!doctype html><html lang="en"><head><title>Kettle limescale: vinegar or citric acid? - Home Forum</title>${ld}</head><body><main><h1>Kettle limescale: vinegar or citric acid?</h1><div class="post"><span class="author">mossbank</span><p>Which works better on a kettle?</p></div><div class="post"><span class="author">tealeaf</span><p>Citric acid, no smell.</p></div></main><aside><h2>Related topics</h2><ul><li><a href="/t/descaling-irons/77">Descaling irons</a></li><li><a href="/t/hard-water-filters/81">Hard water filters</a></li></ul></aside></body></html>`, 'https://forum.example/t/kettle-limescale/70');
  t.same(extractField(thread, 'titles', ''), ['Kettle limescale: vinegar or citric acid?']);
});
