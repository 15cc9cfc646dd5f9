// The value types are one list (note-markers.ts VALUE_TYPES): each word of it, in a bracket, is read as a note on the
// value's form, and a schema's type is written as that list's note word, which is itself read as a note.
import t from 'tap';
import { VALUE_TYPES } from './note-markers.js';
import { readDescription } from './description-reader.js';
import { unwrapCode } from './code-wrappers.js';

t.test('every value-type word in a bracket is a note, not the request', async (t) => {
  for (const w of Object.values(VALUE_TYPES).flat()) {
    const r = readDescription(`the year the house was built (${w})`);
    t.equal(r.request, 'the year the house was built', w);
    t.ok(r.notes.length > 0, `${w}: a note`);
  }
});

t.test('a schema type is written as a note word of the list, and read back as a note', async (t) => {
  const cases: Array<[string, string]> = [
    ['z.array(z.string()).describe("the rooms listed")', 'list'],
    ['rooms: int = Field(description="the rooms listed")', 'integer'],
    ['z.number().describe("the rooms listed")', 'number'],
    ['{"type": "boolean", "description": "the rooms listed"}', 'yes/no'],
    ['{"type": "string", "format": "date-time", "description": "the rooms listed"}', 'date'],
  ];
  for (const [code, note] of cases) {
    const said = unwrapCode(code);
    t.equal(said, `the rooms listed (${note})`, code);
    t.equal(readDescription(said).request, 'the rooms listed', said);
  }
});
