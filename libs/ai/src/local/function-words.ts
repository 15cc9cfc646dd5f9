// Words that name nothing by themselves, shared by the readers of a field's wording (intent.ts,
// list-or-yes-no.ts): STOP is left out of a field's words; FUNCTION is neither a kind nor a subject.
import { stem } from './lexicon.js';

export const STOP = new Set(['the', 'a', 'an', 'of', 'on', 'in', 'for', 'to', 'and', 'or', 'is', 'as', 'by', 'with', 'this', 'that', 'page', 'product', 'item', 'its', 'their', 'from', 'all', 'each', 'every', 'any', 'list', 'value', 'field', 'current', 'main']);
// function words: neither a kind nor a subject
export const FUNCTION = new Set(['the', 'a', 'an', 'of', 'on', 'in', 'at', 'for', 'to', 'and', 'or', 'as', 'by', 'with', 'from', 'into', 'its', 'their', 'his', 'her', 'my', 'our', 'your', 'i', 'we', 'you', 'they', 'he', 'she', 'me', 'them', 'these', 'those', 'that', 'which', 'who', 'whom', 'whose', 'what', 'when', 'where', 'how', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'do', 'does', 'did', 'can', 'could', 'will', 'would', 'should', 'must', 'might', 'shall', 'has', 'have', 'had', 'there', 'all', 'each', 'every', 'any', 'some', 'list', 'array', 'set', 'of', 'one', 'ones', 'so', 'if', 'than', 'then', 'per', 'much', 'many', 'very', 'also', 'again', 'up', 'out', 'about', 'it', 'this', 'page', 'yes', 'no', 'not', 'or', 'true', 'false', 'whether', 'which', 'say', 'go', 'got', 'get', 'after', 'before', 'if', 'whether',
  // prepositions of place: where a thing is shown, not what is asked ("the picture beside the headline")
  'beside', 'besides', 'under', 'underneath', 'beneath', 'below', 'above', 'behind', 'inside', 'within', 'alongside', 'around', 'across', 'between', 'among', 'onto'].map(stem));
