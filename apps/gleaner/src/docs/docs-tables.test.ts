import t from 'tap';
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_STATUS } from '@gleaner/platform';
import { BUS_TOPICS } from '@gleaner/features';

// Tables of the docs that restate the code, held to it: docs/api.md's error codes and statuses,
// docs/operations.md's bus topics and their groups.

const root = path.resolve(__dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The rows of the markdown table that follows `heading`, as arrays of cell texts. */
function tableAfter(text: string, heading: string): string[][] {
  const at = text.indexOf(heading);
  if (at < 0) throw new Error(`no "${heading}"`);
  const lines = text.slice(at).split('\n');
  const start = lines.findIndex((l) => l.trim().startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(start)) {
    if (!line.trim().startsWith('|')) break;
    rows.push(line.trim().slice(1, -1).split('|').map((c) => c.trim()));
  }
  return rows.slice(2); // the header and its rule
}

const unquote = (cell: string) => cell.replace(/`/g, '');

t.test("docs/api.md's error table is ERROR_STATUS", async (t) => {
  const rows = tableAfter(read('docs/api.md'), '### Error codes');
  const documented = Object.fromEntries(rows.map(([code, status]) => [unquote(code), Number(/^\d{3}/.exec(status)?.[0])]));
  t.same(documented, { ...ERROR_STATUS }, 'every code with its status, and nothing else');
  t.match(rows.find(([code]) => code === '`insufficient_credits`')?.[1], /402 on `POST \/monitoring`/, "the spec's exception");
});

t.test('docs/api.md links to nothing outside the repository', async (t) => {
  const text = read('docs/api.md');
  t.notMatch(text, /\.\.\/shared|\]\(\.\.\//, 'no ../ links');
  t.notMatch(text, /decisions\.md|api-spec\.md/, 'no spec files the reader cannot open');
});

t.test("docs/operations.md's topic table lists every bus topic with its group", async (t) => {
  const rows = tableAfter(read('docs/operations.md'), '| topic | written by | read by (group) | key | what |');
  const topics = rows.map(([topic]) => unquote(topic)).filter((topic) => !topic.includes('<'));
  t.same([...topics].sort(), BUS_TOPICS.map((b) => b.topic).sort(), 'the same topics (beside <topic>.dead and replies.<bus id>)');
  for (const { topic, group } of BUS_TOPICS) {
    const row = rows.find(([name]) => unquote(name) === topic);
    t.match(row?.[2], `\`${topic}:${group}\``, `${topic}: read by ${group}`);
  }
  // No topic of the code is missing from BUS_TOPICS: every *_TOPIC constant of the features.
  const src = path.join(root, 'libs/features/src');
  const declared = new Set<string>();
  for (const file of fs.readdirSync(src, { recursive: true }) as string[]) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    for (const m of fs.readFileSync(path.join(src, file), 'utf8').matchAll(/export const \w+_TOPIC = '([^']+)'/g)) declared.add(m[1]);
  }
  t.same([...declared].sort(), BUS_TOPICS.map((b) => b.topic).sort(), 'BUS_TOPICS has every *_TOPIC constant');
  const architecture = read('docs/architecture.md');
  for (const { topic } of BUS_TOPICS) t.match(architecture, `\`${topic}\``, `architecture.md names ${topic}`);
});
