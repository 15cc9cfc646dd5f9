// German "Standort" (a job's or a firm's site) labels where the item is: session 26, pg26 (h11-jobwerk's location).
import t from 'tap';
import { Page } from './page.js';
import { itemFact } from './item-facts.js';

t.test('"Standort:" labels the place', async (t) => {
  const job = (row: string): Page => new Page(`<!doctype html><html lang="de"><head><title>Lagerist (m/w/d) | Jobs</title></head><body><main><h1>Lagerist (m/w/d)</h1>
<table><tr><th>Arbeitgeber</th><td>Weser Fracht GmbH</td></tr>${row}<tr><th>Gehalt</th><td>3.100 € brutto</td></tr></table></main></body></html>`, 'https://jobs.example/de/7');
  t.equal(itemFact(job('<tr><th>Standort</th><td>Bremen-Hemelingen</td></tr>'), null, 'place'), 'Bremen-Hemelingen', 'a district of a city');
  t.equal(itemFact(job('<tr><th>Standorte</th><td>ganz Deutschland</td></tr>'), null, 'place'), null, 'another word is no label of it');
});
