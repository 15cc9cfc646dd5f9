// The frames a request is put in that ask nothing themselves, like "Extract the ..." (intent.ts POLITE): a form's
// help text, an imperative of data entry ("Enter the price as a number.", "Type in how many rooms there are"), and a
// user story ("As a buyer, I want to know what it costs so that I can compare"). The frame is cut and the asked
// thing read as if written alone; the story's role ("as an editor") is who asks, never the field asked.

// the verbs of data entry, with the particles they take ("fill in", "key in", "write down")
const ENTRY_VERBS = ['enter', 'type', 'type in', 'fill in', 'key in', 'input', 'put', 'put in', 'put down', 'insert', 'write', 'write in', 'write down', 'select', 'choose', 'pick', 'specify', 'add', 'give', 'provide', 'record', 'note', 'note down']
  .sort((a, b) => b.length - a.length).map((v) => v.replace(' ', '\\s+')).join('|');
// an imperative frames only an object that follows it as a noun phrase or a clause: "Type of property", "Input
// voltage", "Record label" are nouns a field is named by, no imperative
const OBJECT_OPENS = 'the|a|an|this|that|its|their|his|her|your|our|how|what|which|who|whom|whose|when|where|whether|if';
const ENTRY = new RegExp(`^\\s*(?:(?:please|pls|kindly)\\s+)?(?:${ENTRY_VERBS})(?:\\s+(?:here|below|in\\s+this\\s+field))?\\s+(?=(?:${OBJECT_OPENS})\\b)`, 'i');

// "As a reader", "As the shop's buyer,": the role; "I want to know", "we'd like to see", "I need to find out": the wish
const ROLE = String.raw`as\s+(?:an?|the|one|some)\s+[\p{L}'’ -]{1,40}?,?`;
const WISH = String.raw`(?:i|we)(?:\s+(?:really|also|just|only))?(?:\s+(?:want|wanna|need|wish|would\s+like|like|expect|must\s+be\s+able)|['’]d\s+like)`;
const KNOWING = String.raw`(?:to\s+)?(?:be\s+able\s+to\s+)?(?:know|see|find\s+out|learn|check|read|get|have|view|understand|tell|find|look\s+up|access)`;
const STORY = new RegExp(String.raw`^\s*${ROLE}\s+${WISH}\s+(?:${KNOWING}\s+)?`, 'iu');
// the story's reason or moment after the asked thing ("so that I can compare shops", "in order to cite it", "before I
// add it to my cart"): a clause of the customer's own says why or when they ask, not what
const REASON = /\s*,?\s+(?:so\s+that|in\s+order\s+to|because|(?:so|before|after|when|while|until|once|if)\s+(?:i|we)\b)\b.*$/i;

/** the request without the frame around it ("Enter the price as a number." -> "the price as a number.") */
export function unframed(text: string): string {
  const story = STORY.exec(text);
  if (story && story[0].length < text.length) return text.slice(story[0].length).replace(REASON, '');
  const entry = ENTRY.exec(text);
  return entry && entry[0].length < text.length ? text.slice(entry[0].length) : text;
}
