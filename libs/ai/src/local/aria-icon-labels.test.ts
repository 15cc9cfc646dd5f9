// An icon drawn as an image that names itself ("<svg aria-label="Location" role="img">") labels the first line
// after it; a time's colon is no label's (session 29, h11-gatherly's venue card).
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';

const meetup = (icon: string): Page => new Page(`<!doctype html><html lang="en"><head><title>Sketch Club Night | Meetly</title></head><body><main><h1>Sketch Club Night</h1><p>Bring pencils.</p></main><aside><div class="info"><div class="row"><svg width="24" height="24" aria-label="Date and time" role="img"><rect width="24" height="24"/></svg><div><time datetime="2026-04-09T19:00:00+01:00">Thursday, April 9, 2026<br>7:00 PM to 9:00 PM BST</time></div></div><div class="row">${icon}<div><a href="#map">The Drawing Room</a><div class="small">3 Canal Street, Leeds LS1</div></div></div></div></aside></body></html>`, 'https://meetly.example/events/88');

t.test('an aria-labelled icon labels the first line after it', async (t) => {
  t.equal(extractField(meetup('<svg width="24" height="24" aria-label="Location" role="img"><path d="M0 0"/></svg>'), 'venue', ''), 'The Drawing Room');
  t.equal(extractField(meetup('<svg width="24" height="24" aria-label="Location" role="img"><path d="M0 0"/></svg>'), 'date', ''), '2026-04-09');
  // an icon hidden from readers names nothing
  t.not(extractField(meetup('<svg width="24" height="24" aria-hidden="true"><path d="M0 0"/></svg>'), 'venue', ''), 'The Drawing Room');
});

t.test('a time\'s colon is no label', async (t) => {
  const p = new Page('<!doctype html><html lang="en"><head><title>Talk</title></head><body><main><h1>Talk</h1><p>Thursday 6:30 PM to 8:00 PM</p></main></body></html>', 'https://x.example/t');
  t.notOk(p.labels.some((l) => /^Thursday 6$/.test(l.label)));
});
