// "office", "where's the office": a job's office is where it is worked, its location (session 29, a probe of
// fresh ways on item pages)
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';

const job = (where: string): Page => new Page(`<!doctype html><html lang="en"><head><title>Payroll Officer | Northgate Careers</title></head><body><main><h1>Payroll Officer</h1><ul><li>Employer: Calder Foods</li>${where}<li>Salary: £29,500</li></ul><p>Join our finance team.</p></main></body></html>`, 'https://careers.example/jobs/77');

t.test('a job\'s office is its location; a page that names none has none', async (t) => {
  t.equal(extractField(job('<li>Location: Wakefield</li>'), 'office', "where's the office"), 'Wakefield');
  t.equal(extractField(job('<li>Location: Wakefield</li>'), 'office', ''), 'Wakefield');
  t.equal(extractField(job(''), 'office', "where's the office"), null);
});

t.test('a town and its state\'s code under a job\'s title is its place, not a company "Co"', async (t) => {
  const p = new Page('<!doctype html><html lang="en"><head><title>Ridgeline Labs hiring Platform Engineer in Boulder, CO | JobNet</title></head><body><main><h1>Platform Engineer</h1><div class="row"><span><a href="/company/ridgeline">Ridgeline Labs</a></span> <span>Boulder, CO</span></div><p>Build our platform.</p></main></body></html>', 'https://jobnet.example/view/77');
  t.equal(extractField(p, 'location', ''), 'Boulder, CO');
  t.equal(extractField(p, 'company', ''), 'Ridgeline Labs');
});

t.test('an employer element opening with its link and going on after a dash names the link\'s employer', async (t) => {
  const p = new Page('<!doctype html><html lang="en"><head><title>Lecturer in Geography | UniJobs</title></head><body><main><h1>Lecturer in Geography</h1><h3 class="employer"><a href="/employers/northfield">Northfield University</a> - Department of Geography and Planning</h3><p>Salary: £38,000</p></main></body></html>', 'https://unijobs.example/jobs/5');
  t.equal(extractField(p, 'company', ''), 'Northfield University');
});

t.test('a fact labelled with whose it is ("Bedrooms in property") is the fact', async (t) => {
  const room = new Page('<!doctype html><html lang="en"><head><title>Double room in Clifton | RoomHub</title></head><body><main><h1>Double room in Clifton</h1><table><tr><td>Available</td><td>1 May 2026</td></tr><tr><td>Bedrooms in property</td><td>5</td></tr></table><p>£700 pcm, bills included.</p></main></body></html>', 'https://roomhub.example/r/1');
  for (const k of ['bedrooms', 'beds', 'bedroomCount', 'chambres']) t.equal(extractField(room, k, ''), 5, k);
});
