import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// Fields asked by where and how they are shown ("the big bold line at the top", "the name under the
// heading"), by a role or an act ("the person credited with writing it", "everything the writer wrote",
// "the company whose name is on the product") and with brackets inside a phrase ("the writer's (or
// writers') name(s)"). Over HTTP in Chromium, on the fixture site's /layout pages; null where the page does
// not have what is described.
t.test('POST /v1/content/scrape: place, look, role and act descriptions', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);

  t.test('where and how it is shown names the page element, and the element the field', async (t) => {
    const essay = await extract('/layout/essay', {
      headline: 'the big bold line at the top',
      big: 'the largest text above the essay',
      writer: 'the name just under the heading',
      byName: 'the name that comes after "by" below the title',
      when: 'the small grey line with the date under the title',
      picture: 'the photo at the top of the story',
      paper: 'the name in the masthead',
    });
    const { picture, ...named } = essay;
    t.match(picture, /\/pictures\/lamp-room\.jpg$/, 'the lead picture, not the masthead\'s mark');
    t.same(named, {
      headline: 'Why the lighthouse keepers kept diaries',
      big: 'Why the lighthouse keepers kept diaries',
      writer: 'Maren Olsby',
      byName: 'Maren Olsby',
      when: '2025-11-04',
      paper: 'Saltmarsh Review',
    });
  });

  t.test('a field noun in the description still wins over where it is', async (t) => {
    const mug = await extract('/layout/mug', { price: 'the price under the title', top: 'the big line at the top of the page', maker: 'the name above the title' });
    t.equal(mug.price, 14.5);
    t.equal(mug.top, 'Enamel camp mug, 350 ml');
    t.equal(mug.maker, 'Quillbrook', 'a generic noun placed against the title is not the title: the key says it is the maker');
  });

  t.test('roles and acts: the doer or the object of the act', async (t) => {
    const essay = await extract('/layout/essay', {
      credited: 'the person credited with writing the piece',
      thank: 'who should we thank for this essay',
      everything: 'everything the writer wrote',
      outlet: 'the journal (magazine or site) this was printed in',
    });
    t.equal(essay.outlet, 'Saltmarsh Review', 'what it appeared in is the outlet, not its date');
    t.equal(essay.credited, 'Maren Olsby');
    t.equal(essay.thank, 'Maren Olsby');
    t.match(essay.everything, /two books: the official log/, 'the text the writer wrote');
    t.notMatch(essay.everything, /^Maren Olsby$/, 'not the writer');
    const mug = await extract('/layout/mug', { make: 'the company whose name is on the product' });
    t.same(mug, { make: 'Quillbrook' });
  });

  t.test('brackets, slashes and dashes inside a phrase', async (t) => {
    const essay = await extract('/layout/essay', { a: "the writer's (or writers') name(s)", b: 'name(s) of the author(s)', c: 'title/heading', d: 'date (posted)' });
    t.same(essay, { a: 'Maren Olsby', b: 'Maren Olsby', c: 'Why the lighthouse keepers kept diaries', d: '2025-11-04' });
    const mug = await extract('/layout/mug', { p: 'price - current' });
    t.same(mug, { p: 14.5 });
  });

  t.test('null where the page does not have what is described', async (t) => {
    const notice = await extract('/layout/notice', {
      writer: 'the name under the heading',
      picture: 'the photo at the top of the story',
      when: 'the small grey line with the date under the title',
      credited: 'the person credited with writing the piece',
      make: 'the company whose name is on the product',
    });
    t.same(notice, { writer: null, picture: null, when: null, credited: null, make: null });
    const top = await extract('/layout/notice', { top: 'the big bold line at the top' });
    t.same(top, { top: 'Library closed for repairs' }, 'the heading it has');
  });
});
