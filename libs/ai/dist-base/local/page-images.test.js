"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("../index.js");
const page_js_1 = require("./page.js");
const page_images_js_1 = require("./page-images.js");
const structured_fields_js_1 = require("./structured-fields.js");
const doc = (head, body) => `<!doctype html><html><head><title>Harbour lights | The Coastal Post</title>${head}</head><body>${body}</body></html>`;
const BODY = `<header><a href="/"><img src="/static/coastal-post.png" alt="The Coastal Post" width="180" height="40"></a></header>
<article><h1>Harbour lights</h1><img src="/img/harbour.jpg" width="800" height="450" alt="Boats"><p>Boats came in at dusk.</p>
<img src="/img/quay.jpg" alt="The quay"><img src="/t/px.gif" width="1" height="1" alt=""><img src="/ui/share-icon.png" alt="share"></article>
<aside><img src="/img/ad-banner.jpg" alt="Spring sale"></aside><footer><img src="/img/footer-brand.png" alt="Coastal Post"></footer>`;
tap_1.default.test('one model of furniture: size, place in the chrome, the words of its name', async (t) => {
    const page = new page_js_1.Page(doc('', BODY), 'https://news.example.org/a/1');
    const sig = (src) => (0, page_images_js_1.imageSignals)(page, page.$(`img[src="${src}"]`)[0]);
    t.ok(sig('/static/coastal-post.png').chrome, 'the logo in the header\'s link home');
    t.ok(sig('/t/px.gif').tiny, 'a 1 px tracker');
    t.ok(sig('/ui/share-icon.png').named, 'an icon by its name');
    t.ok(sig('/img/ad-banner.jpg').chrome && sig('/img/footer-brand.png').chrome, 'the sidebar and the footer');
    t.notOk((0, page_images_js_1.isFurniture)(sig('/img/harbour.jpg')));
    t.equal(sig('/img/quay.jpg').size, 120, 'sides not stated: a picture of some size');
    t.same((0, page_images_js_1.pictures)(page).map((img) => page.$(img).attr('src')), ['/img/harbour.jpg', '/img/quay.jpg']);
});
tap_1.default.test('values that are no picture: a logo\'s id, a tracker, an image\'s width or type', async (t) => {
    for (const v of ['https://x.example/#organizationLogo', '1200', '630px', 'image/jpeg', 'https://c.statcounter.com/1/0/a/1/', 'https://x.example/static/logo.png'])
        t.ok((0, page_images_js_1.notAPicture)(v), v);
    for (const v of ['https://x.example/img/harbour.jpg', '/uploads/2026/03/boats.webp'])
        t.notOk((0, page_images_js_1.notAPicture)(v), v);
});
tap_1.default.test('a key spelled as a meta tag reads that tag; a detail of the image the page does not state is null', async (t) => {
    const page = new page_js_1.Page(doc('<meta property="og:image" content="/img/harbour.jpg"><meta property="og:image:width" content="1200"><meta property="og:image:alt" content="Boats at dusk">', BODY), 'https://news.example.org/a/1');
    t.equal((0, structured_fields_js_1.namedMetaTag)(page, 'og:image:width', 'image'), '1200');
    t.equal((0, structured_fields_js_1.namedMetaTag)(page, 'og:image:height', 'image'), null, 'a detail of og:image the page does not state');
    t.equal((0, structured_fields_js_1.namedMetaTag)(page, 'og:image', 'image'), undefined, 'the image itself: the kind\'s own rules');
    t.equal((0, structured_fields_js_1.namedMetaTag)(page, 'image width', 'image'), undefined, 'not a tag\'s name');
});
tap_1.default.test('all the images leave out the logo, the pixel and the chrome; the logo is asked by name; og:image:width is no image', async (t) => {
    const engine = new index_js_1.LocalEngine();
    const html = doc('<meta property="og:image:width" content="1200"><meta property="og:image:type" content="image/jpeg"><meta property="og:image" content="https://news.example.org/img/harbour.jpg">', BODY);
    const out = await engine.extractFields({ html, url: 'https://news.example.org/a/1', fields: { images: 'all the images', photos: 'the number of photos', logo: 'the site logo', 'og:image:width': '', 'og:image:type': '', image: 'main image' } });
    t.same(out.images, ['https://news.example.org/img/harbour.jpg', 'https://news.example.org/img/quay.jpg']);
    t.equal(out.photos, 2);
    t.equal(out.logo, 'https://news.example.org/static/coastal-post.png');
    t.equal(out['og:image:width'], '1200');
    t.equal(out['og:image:type'], 'image/jpeg');
    t.equal(out.image, 'https://news.example.org/img/harbour.jpg');
});
tap_1.default.test('a JSON-LD block wrapped in CDATA is read (its publisher); a site\'s own page is published by the site', async (t) => {
    const engine = new index_js_1.LocalEngine();
    const ld = `<script type="application/ld+json">\n<![CDATA[\n${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Article', name: 'Tides', publisher: { '@type': 'Organization', name: 'Harbour Trust' } })}\n]]>\n</script>`;
    const a = await engine.extractFields({ html: doc(ld, '<main><h1>Tides</h1><p>The tide tables for spring.</p></main>'), url: 'https://tides.example.org/t', fields: { 'publisher.name': '', who: 'who published it' } });
    t.same(a, { 'publisher.name': 'Harbour Trust', who: 'Harbour Trust' });
    const own = doc('<meta property="og:type" content="website"><meta property="og:site_name" content="Quayside Browser">', '<main><h1>Make it your own</h1><p>Themes, add-ons and a reading mode.</p></main>');
    t.same(await engine.extractFields({ html: own, url: 'https://quayside.example/features', fields: { 'publisher.name': '' } }), { 'publisher.name': 'Quayside Browser' });
    // a page that declares nothing (a job ad without markup) is not the site's own: its publisher stays unread
    const job = doc('', '<main><h1>Junior analyst</h1><p>Kestrel Analytics is hiring in Leeds.</p><p>Salary £28,000</p></main>');
    t.same(await engine.extractFields({ html: job, url: 'https://jobs.example/j/1', fields: { publisher: 'publisher' } }), { publisher: null });
});
//# sourceMappingURL=page-images.test.js.map