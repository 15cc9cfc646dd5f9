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
