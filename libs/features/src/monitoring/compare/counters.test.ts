import t from 'tap';
import { replaceCounters } from './counters.js';

const N = '#';

t.test('social counters in either order, with icons and compact counts, in several languages', async (t) => {
  for (const [line, want] of [
    ['1,234 views', '# views'],
    ['12 Likes', '# Likes'],
    ['Likes: 12', 'Likes: #'],
    ['Reactions (1.2K)', 'Reactions (#)'],
    ['1.2K likes · 340 shares · 18 reposts', '# likes · # shares · # reposts'],
    ['Follow us: 12k followers', 'Follow us: # followers'],
    ['♥ 34', '♥ #'],
    ['👍🏽 5', '👍🏽 #'],
    ['❤️ 1,024', '❤️ #'],
    ['Aufrufe: 1.234', 'Aufrufe: #'],
    ['12 Gefällt mir-Angaben', '# Gefällt mir-Angaben'],
    ['j’aime 45', 'j’aime #'],
    ['230 me gusta', '# me gusta'],
    ['8 people watching', '# people watching'],
  ]) t.equal(replaceCounters(line, N), want, line);
});

t.test('counts of content, prices, ratings and stock are left alone', async (t) => {
  for (const line of ['Price: $19.99', 'Only 3 left', '4.5 ★ (120 reviews)', '23 replies', '💬 3', 'Votes: 12,345', 'Buy 2, get 1 free', 'Watching 3 episodes', 'Chapter 3', '12 comments']) {
    t.equal(replaceCounters(line, N), line, line);
  }
  t.equal(replaceCounters('Chapter 3 12 likes', N), 'Chapter 3 # likes', 'only the count next to the word');
});
