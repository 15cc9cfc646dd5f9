// The frames around a request that ask nothing (request-frames.ts): a form's data-entry imperative and a user
// story. Each framed request reads as the same request written alone; the story's role is never the field.
import t from 'tap';
import { fieldIntent } from './intent.js';
import { unframed } from './request-frames.js';

const seen = (k: string, d: string): string => {
  const i = fieldIntent(k, d);
  return `${i.kind}/${i.subject}/${i.type}/${i.counted ?? ''}/${i.specific.join(',')}`;
};

t.test('a data-entry imperative frames the asked thing', async (t) => {
  for (const [k, framed, plain] of [
    ['headline', 'Type in the headline of the story.', 'the headline of the story'],
    ['writer', 'Fill in the name of the person who wrote it', 'the name of the person who wrote it'],
    ['cost', 'Input the cost in dollars.', 'the cost in dollars'],
    ['published', 'Please write down when the piece was published', 'when the piece was published'],
    ['pics', 'Key in how many pictures the post has', 'how many pictures the post has'],
    ['outlet', 'Select the newspaper this comes from', 'the newspaper this comes from'],
    ['maker', 'Specify which company manufactures the item.', 'which company manufactures the item'],
  ]) t.equal(seen(k, framed), seen(k, plain), `${k}: ${framed}`);
});

t.test('a noun a field is named by is no imperative', async (t) => {
  // "Type of property", "Input voltage", "Record label": no object after the verb, nothing cut
  for (const d of ['Type of property', 'Input voltage of the charger', 'Record label', 'Note length']) t.equal(unframed(d), d);
});

t.test('a user story frames the asked thing; its role is not the field', async (t) => {
  for (const [k, framed, plain] of [
    ['byline', 'As a subscriber, I would like to find out who authored the column', 'who authored the column'],
    ['when', 'As a historian I need to learn when the report came out', 'when the report came out'],
    ['amount', "As a customer I'd like to check what the item costs so that I can budget", 'what the item costs'],
    ['newspaper', 'As a journalist I want to know what paper ran this story', 'what paper ran this story'],
    ['images', 'As a moderator we want to see how many images are in the post', 'how many images are in the post'],
    ['name', 'As an owner I want to see the name of the item before I order it', 'the name of the item'],
  ]) t.equal(seen(k, framed), seen(k, plain), `${k}: ${framed}`);
  // the role "author", "publisher", "editor" is who asks: the field is the price, the title
  t.equal(fieldIntent('x', 'As an author I want to know the price').kind, 'price');
  t.equal(fieldIntent('x', 'As a publisher, I want to see the headline').kind, 'title');
  t.equal(fieldIntent('x', 'As an editor I need to know the date it went live').kind, 'date');
});

t.test('a real question that opens like a frame is kept', async (t) => {
  // "as" that is no role, an imperative with no object: kept whole
  for (const d of ['As of which date is the offer valid?', 'Enter date', 'What should I type in the search box?']) t.equal(unframed(d), d);
});

t.test("a key's slash joins names of one field", async (t) => {
  for (const k of ['Source / Publication', 'Publication/Source', 'Outlet / Newspaper']) t.match(seen(k, ''), /^title\/site\//, k);
  t.equal(fieldIntent('Date / Time', '').kind, 'date');
  // sides that name different fields leave the key read whole
  t.equal(fieldIntent('Price/kg', '').kind, fieldIntent('Price kg', '').kind);
});

t.test("a learner's wording", async (t) => {
  // "how many" before money is "how much"; "the number of the product" its own number
  t.equal(fieldIntent('x', 'how many money it cost').kind, 'price');
  t.equal(fieldIntent('x', 'how many dollars I need to buy it').type, 'number');
  t.equal(fieldIntent('ref', 'the number of the item (SKU)').kind, 'sku');
  t.equal(fieldIntent('n', 'the number of the items').kind, 'number');
  // all the words of the story are its text, one value
  t.same([fieldIntent('body', 'all the words of the story').kind, fieldIntent('body', 'all the words of the story').type], ['content', 'text']);
});
