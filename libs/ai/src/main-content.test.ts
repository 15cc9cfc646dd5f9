import t from 'tap';
import { mainContent } from './index.js';

t.test('main content keeps the article and drops navigation', async (t) => {
  const para = (n: number): string => `<p>Paragraph ${n} of the story tells how the river rose over the old bridge and the town gathered to watch the water, which carried branches and boats downstream all night long.</p>`;
  const html = `<html><head><title>Flood night | Town News</title><meta name="author" content="Jo Park"></head><body>
    <nav><a href="/">Home</a> <a href="/sport">Sport</a></nav>
    <article><h1>Flood night</h1>${[1, 2, 3, 4, 5].map(para).join('')}</article>
    <footer>Copyright Town News</footer></body></html>`;
  const out = mainContent(html, 'https://news.example/flood');
  t.match(out.text, /Paragraph 1 of the story/);
  t.match(out.text, /Paragraph 5 of the story/);
  t.notMatch(out.text, /Copyright Town News/);
  t.equal(out.byline, 'Jo Park');
  t.match(out.title ?? '', /Flood night/);
});
