// Pages for research sessions: three short articles whose facts the tests ask about (each stored as a
// different kind of item), product pages to compare in a table, and a long page of varied prose for the
// size limits. Written for the tests: the facts are the tests' own.
import { layout } from './pages.js';

const nav = '<nav><a href="/">Home</a> <a href="/about">About</a> <a href="/contact">Contact</a></nav>';
const foot = '<footer>© Fixture Press</footer>';

export const RESEARCH_ARTICLES: Record<string, { title: string; paragraphs: string[] }> = {
  ferry: {
    title: 'The Northwind ferry',
    paragraphs: [
      'The Northwind ferry was launched in 2011 by Harbour Lines, a small operator based in Quay Gate.',
      'She carries up to 340 passengers between Quay Gate and Saltmere Island. The crossing takes 45 minutes in calm weather.',
      'Her captain since 2019 has been Ana Okafor, who previously sailed cargo ships in the Baltic.',
    ],
  },
  observatory: {
    title: 'Hollin Observatory',
    paragraphs: [
      'Hollin Observatory opened in 1932 on Cairn Hill, above the town of Ashby Vale.',
      'Its main telescope is a 60-centimetre refractor built by the instrument maker Edith Marlow.',
      'The dome was restored in 1988 after a storm tore away part of its copper roof.',
    ],
  },
  garden: {
    title: 'The Lindqvist rose garden',
    paragraphs: [
      'The Lindqvist rose garden was planted by the botanist Sven Lindqvist in 1905.',
      'Today about 1,200 roses grow there, in 85 varieties, most of them old climbing roses.',
      'The garden is open to visitors from May to September, and entry is free.',
    ],
  },
  // questions written to look answerable (issue 28): the words are here, the fact asked is not
  mill: {
    title: 'The Harlow paper mill',
    paragraphs: [
      'The Harlow paper mill was founded in 1874 by the engineer Tomas Brandt on the banks of the river Elde.',
      'It was the first mill in the county to run on steam. By 1900 it employed 430 workers and its chimney stood 52 metres tall.',
      'Production fell sharply after 1960, when cheaper paper arrived from abroad. The last sheet was made there in 1983.',
      'Today the old rag store houses a museum of printing, which receives about 20,000 visitors a year.',
    ],
  },
  // a fact said by no other page: once its item is deleted, no session may say it again
  vault: {
    title: 'Quay Gate harbour office',
    paragraphs: [
      'The vault code is 4417-K, known only to the harbour master and her deputy.',
      'The harbour office keeps the tide tables and the berth register in a fireproof cabinet.',
    ],
  },
};

export function researchArticle(name: string): string | null {
  const a = RESEARCH_ARTICLES[name];
  if (!a) return null;
  return layout(a.title, `${nav}<main><h1>${a.title}</h1>${a.paragraphs.map((p) => `<p>${p}</p>`).join('\n')}</main>${foot}`);
}

export const RESEARCH_PRODUCTS: Record<string, { name: string; price: string }> = {
  alder: { name: 'Alder desk lamp', price: '€48' },
  birch: { name: 'Birch floor lamp', price: '€129' },
  cedar: { name: 'Cedar reading lamp', price: '€67' },
};

export function researchProduct(slug: string): string | null {
  const p = RESEARCH_PRODUCTS[slug];
  if (!p) return null;
  return layout(
    p.name,
    `${nav}<main><h1>${p.name}</h1><p>A lamp made by hand in our workshop, with a linen shade and a brass switch.</p><p>The ${p.name.toLowerCase()} costs ${p.price}, and ships within three days.</p></main>${foot}`,
  );
}

const LEADERS = [['Kestrel Moor', 'Ilse Brandt'], ['Heron Ford', 'Tomas Reyes'], ['Wren Valley', 'Wen Liu'], ['Otter Bay', 'Oskar Lind'], ['Lark Rise', 'Priya Nair'], ['Finch Hollow', 'Jonas Berg']];
const WORDS = 'river harbour lantern meadow copper signal orchard granite timber beacon valley thistle quarry'.split(' ');

/** About `kb` kilobytes of prose, different for every seed (so sources are not copies of each other). */
export function longPage(kb: number, seed: number): string {
  const paragraphs: string[] = [];
  let size = 0;
  for (let i = 0; size < kb * 1024; i++) {
    const w = (k: number) => WORDS[(seed * 7 + i * 3 + k) % WORDS.length];
    const p = `Record ${seed}-${i}: the ${w(0)} near the ${w(1)} was surveyed in ${1800 + ((seed * 31 + i) % 200)}, and its ${w(2)} measured ${(i * 13 + seed) % 900} metres. Notes on the ${w(3)} and the ${w(4)} follow in the next record.`;
    paragraphs.push(`<p>${p}</p>`);
    size += p.length + 1;
  }
  // one fact per page, at its end: retrieval must find it among thousands of passages
  const leader = LEADERS[(seed - 1) % LEADERS.length];
  paragraphs.push(`<p>The survey of ${leader[0]} was led by ${leader[1]}.</p>`);
  return layout(`Survey records ${seed}`, `<main><h1>Survey records ${seed}</h1>${paragraphs.join('\n')}</main>`);
}
