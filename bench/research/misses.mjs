// Where the answers miss, before choosing what to fix (issue 28, item 2).
//   research, squad_v1.1_subset (48 articles, one session): each question's answer is right (gold inside),
//     held back as "not found" though the withheld sentence holds the gold, not found, or wrong: from the
//     right article (wrong sentence) or from another one;
//   fields (the answer finder over one paragraph, as freetext.mjs asks; squad_v2_dev's answerable questions
//     and the v1 subset's): the value holds the gold; null though the unverified best span holds it; no
//     candidate at all; else (the value, or the unverified best for a null) the right sentence with the
//     wrong span, or the wrong sentence. And of the values holding the gold, how
//     many are at most three times its length.
// Usage: node bench/research/misses.mjs
import { ai, contains, squadArticles, squadQuestions } from './squad.mjs';
import { v2Questions } from './squad-v2.mjs';
import { normalise } from '../lib/squad-score.mjs';

const articles = squadArticles();
const engine = new ai.LocalResearchEngine();
const index = engine.load(await engine.index(articles.map((a) => ({ id: a.doc_id, url: a.doc_id, title: a.title, text: a.text }))));
const research = { right: 0, heldBack: 0, notFound: 0, rightArticle: 0, otherArticle: 0 };
for (const q of squadQuestions()) {
  const a = await engine.ask(index, { question: q.question, format: 'text' });
  const own = articles.find((x) => x.title === q.title.replace(/_/g, ' ') || x.doc_id === q.title)?.doc_id;
  if (a.found && contains(a.answer, q.answers)) research.right++;
  else if (!a.found) research[a.withheld && contains(a.withheld, q.answers) ? 'heldBack' : 'notFound']++;
  else research[a.sources[0]?.id === own ? 'rightArticle' : 'otherArticle']++;
}
console.log('research v1.1', JSON.stringify(research));

const descriptionOf = (q) => q.question.trim().replace(/[?\s]+$/, '').replace(/^./, (c) => c.toLowerCase());
function fields(name, qs) {
  const out = { questions: qs.length, right: 0, rightShort: 0, refusedRight: 0, noCandidate: 0, wrongSpan: 0, wrongSentence: 0 };
  for (const q of qs) {
    const passages = [{ text: q.context, heading: q.title.replace(/_/g, ' ') }];
    const a = ai.findAnswer(descriptionOf(q), passages);
    const gold = q.answers.filter((g) => normalise(g));
    if (a && contains(a.text, gold)) {
      out.right++;
      const held = gold.filter((g) => normalise(a.text).includes(normalise(g)));
      if (normalise(a.text).length <= 3 * Math.min(...held.map((g) => normalise(g).length))) out.rightShort++;
      continue;
    }
    // a null: what the unverified best would have said
    const any = a ?? ai.findAnswer(descriptionOf(q), passages, { verify: false });
    if (!any) out.noCandidate++;
    else if (!a && contains(any.text, gold)) out.refusedRight++;
    else out[contains(any.sentence, gold) ? 'wrongSpan' : 'wrongSentence']++;
  }
  console.log(`fields ${name}`, JSON.stringify(out));
}
fields('v2 answerable', v2Questions().filter((q) => !q.is_impossible));
fields('v1.1', squadQuestions());
