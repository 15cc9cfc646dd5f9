// "all the authors of this article": the article's own co-authors, not every author of the page's repeated cards
// (more posts, replies); the same list with items named in the plural is each card's.
import t from 'tap';
import { extractField, extractFields } from './fields.js';
import { Page } from './page.js';

const card = (title: string, who: string): string => `<li class="post-card"><h3><a href="/p/${title.toLowerCase().replace(/ /g, '-')}">${title}</a></h3><span class="author">${who}</span><p>A short summary of the post.</p></li>`;
const html = `<html><head><title>Rain gardens for small yards</title></head><body><main><article>
<h1>Rain gardens for small yards</h1><p class="byline">By <a class="author" href="/a/ana">Ana Lindqvist</a> and <a class="author" href="/a/tomas">Tomas Okafor</a></p>
<p>${'A rain garden takes the water off a roof and lets it soak in slowly. '.repeat(12)}</p></article>
<section><h2>From the archive</h2><ul>${card('Compost in winter', 'Mei Tanaka')}${card('Mulch myths', 'Jon Reyes')}${card('Seed saving', 'Ruth Adeyemi')}</ul></section>
</main></body></html>`;

t.test("all the authors of this article are its own co-authors, not the cards' posters", async (t) => {
  const page = new Page(html, 'https://garden.example/rain-gardens');
  for (const [key, description] of [['author', 'all the authors of this article'], ['authors', 'every author of this post']]) {
    t.same(extractField(page, key, description), ['Ana Lindqvist', 'Tomas Okafor'], `${key}: ${description}`);
  }
});

t.test('asked together, the one article\'s author lists are still its own, not the cards\' aligned', async (t) => {
  const page = new Page(html, 'https://garden.example/rain-gardens');
  const both = extractFields(page, { author: 'all the authors of this article', authors: 'every author of this post' });
  t.same(both, { author: ['Ana Lindqvist', 'Tomas Okafor'], authors: ['Ana Lindqvist', 'Tomas Okafor'] });
});
