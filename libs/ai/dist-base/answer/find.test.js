"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("./index.js");
const text = [
    'The Harbour Museum opened in 1932 in a former customs house. Admission costs €12 for adults, and children under 12 enter free.',
    'Guided tours start at 10:30 am and last about 45 minutes. The museum is closed on 25 December.',
    'The collection was assembled by the shipowner Agnes Lindqvist, who left it to the city of Bergen. It holds 3,400 objects, and 40% of them are on display.',
    'Engineering Weekly is a trade magazine for the shipbuilding industry. Its offices are in Rotterdam.',
].map((p) => ({ text: p }));
const ask = (q) => (0, index_js_1.findAnswer)(q, text)?.text ?? null;
tap_1.default.test('the type a question asks for', async (t) => {
    t.same((0, index_js_1.analyseQuestion)('When did the museum open?').types[0], 'date');
    t.same((0, index_js_1.analyseQuestion)('the time at which tours start').types[0], 'time');
    t.same((0, index_js_1.analyseQuestion)('In what year did it open?').types[0], 'year');
    t.same((0, index_js_1.analyseQuestion)('How long do tours last?').types[0], 'duration');
    t.same((0, index_js_1.analyseQuestion)('How much does admission cost?').types[0], 'amount');
    t.same((0, index_js_1.analyseQuestion)('How many objects does it hold?').types[0], 'number');
    t.same((0, index_js_1.analyseQuestion)('What percentage is on display?').types[0], 'percent');
    t.same((0, index_js_1.analyseQuestion)('Who assembled the collection?').types[0], 'person');
    t.same((0, index_js_1.analyseQuestion)('Where are its offices?').types[0], 'place');
    t.same((0, index_js_1.analyseQuestion)('What is Engineering Weekly?').types[0], 'thing');
    t.notOk((0, index_js_1.analyseQuestion)('how many objects').focus.includes('many'), 'the question words are not its subject');
});
tap_1.default.test('the typed span of the sentence about it', async (t) => {
    t.equal(ask('In what year did the museum open?'), '1932');
    t.equal(ask('the time at which guided tours start'), '10:30 am');
    t.match(ask('How long do the guided tours last?'), /^(about )?45 minutes$/);
    t.equal(ask('How much does admission cost for adults?'), '€12');
    t.equal(ask('How many objects does the collection hold?'), '3,400 objects');
    t.match(ask('What percentage of the objects are on display?'), /^40%/);
    t.equal(ask('Who assembled the collection?'), 'Agnes Lindqvist');
    t.equal(ask('Where are the offices of Engineering Weekly?'), 'Rotterdam');
    t.equal(ask('When is the museum closed?'), '25 December');
    t.match(ask('What is Engineering Weekly?'), /trade magazine/);
});
tap_1.default.test('words matched by stem and synonym', async (t) => {
    t.equal(ask('When did the Harbour Museum begin?') ?? ask('the year the Harbour Museum opened'), '1932');
    t.match(ask('the city the shipowner left the collection to'), /^(city of )?Bergen$/);
});
tap_1.default.test('a misspelt word of the question is read as the word it misspells', async (t) => {
    // "colection": a short question whose word the text never says got no answer at all
    t.equal(ask('Who assembled the colection?'), 'Agnes Lindqvist');
    t.equal(ask('How many objects does the colection hold?'), '3,400 objects');
    // one letter off a short word is another word ("cafe" is not "safe"), and it still finds nothing
    t.equal(ask('who founded the cafe'), null);
});
tap_1.default.test('nothing that answers: null, never a nearby fact', async (t) => {
    t.equal(ask('the time at which the tours end'), null, 'tours start, they are not said to end');
    t.equal(ask('the parking fee'), null);
    t.equal(ask('who founded the cafe'), null);
    t.equal((0, index_js_1.findAnswer)('When did it open?', []), null);
    t.equal((0, index_js_1.findAnswer)('', text), null);
});
//# sourceMappingURL=find.test.js.map