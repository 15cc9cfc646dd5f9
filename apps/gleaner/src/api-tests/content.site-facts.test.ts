import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// The site's and the images' facts of issue 27, over HTTP in Chromium: "all the images" are the story's
// photos (not the logo, an avatar, an icon, a pixel or a footer badge), an image's width is no image, the
// logo is asked by name, a site's own page is published by the site, JSON-LD in CDATA is read, and the
// places left of an event are a count. Pages and wordings our own.
t.test('POST /v1/content/scrape: the page\'s pictures against its furniture, the site as publisher', async (t) => {
  const extract = await fieldsOnFixtures(t, 20);

  t.test('all the images are the story\'s photos; the logo is asked by name; og:image:width is a width', async (t) => {
    const x = await extract('/site-facts/gallery-story', { images: 'all the images', pics: '-', photos: 'the number of photos', logo: 'the site logo', 'og:image:width': '-', 'og:image:type': '-' });
    const photos = ['/photos/east-pier-gulls.jpg', '/photos/nest-close-up.jpg', '/photos/warden-count.jpg'];
    t.same((x.images as string[]).map((u) => new URL(u).pathname), photos, 'no masthead, avatar, share icon, pixel or badge');
    t.same((x.pics as string[]).map((u) => new URL(u).pathname), photos);
    t.equal(x.photos, 3);
    t.match(x.logo, /\/brand\/gazette-masthead\.png$/);
    t.equal(x['og:image:width'], '1000');
    t.equal(x['og:image:type'], 'image/jpeg');
  });

  t.test('the publisher of a site\'s own page is the site; JSON-LD in CDATA is read', async (t) => {
    t.same(await extract('/site-facts/own-page', { 'publisher.name': '-', publisher: 'who published this page' }), { 'publisher.name': 'Quayside Browser', publisher: 'Quayside Browser' });
    t.same(await extract('/site-facts/cdata-article', { 'publisher.name': '-', by: 'the publisher' }), { 'publisher.name': 'Harbour Trust Press', by: 'Harbour Trust Press' });
  });

  t.test('places left without a colon are a count; a count the page does not state is null', async (t) => {
    t.same(await extract('/site-facts/workshop', { places_left: 'places left', seats: 'how many seats are remaining', venue: 'where is it held' }), { places_left: 38, seats: null, venue: 'Net Loft' });
  });
});
