// A key that counts a thing ("nimages", "n_photos", "numPhotos") beside a description that only names that thing
// ("pictures"): its count, not the things themselves.
import t from 'tap';
import { Page } from './page.js';
import { fieldIntent } from './intent.js';
import { extractField } from './fields.js';

const gallery = new Page(
  '<html><body><main><h1>Harbour walk</h1>' +
    ['a', 'b', 'c', 'd'].map((x) => `<img src="/p/${x}.jpg" width="600" height="400" alt="harbour ${x}">`).join('') +
    '<p>Four views of the harbour at dusk, taken from the old pier.</p></main></body></html>',
  'http://x.test/walk',
);

t.test('a counting key beside a description naming what it counts asks the count', async (t) => {
  for (const [key, description] of [['nimages', 'pictures'], ['n_photos', 'the pictures'], ['numPhotos', 'photographs'], ['nphotos', 'photos'], ['num_imgs', 'images on the page']]) {
    const i = fieldIntent(key, description);
    t.equal(i.type, 'count', `${key}: ${description}`);
    t.equal(extractField(gallery, key, description), 4, `${key}: ${description}`);
  }
  // the things themselves, asked without a counting key, are still the things
  t.equal(fieldIntent('images', 'pictures').type, 'list');
  t.equal(fieldIntent('photo', 'the main picture').kind, 'image');
});
