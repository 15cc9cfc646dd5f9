// Sibling elements named label and value by their classes are a labelled pair (session 29, h12-bidhouse's "Starting
// bid £95,000" in a bid panel); an auction's starting bid is its price.
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';

const lot = (panel: string): Page => new Page(`<!doctype html><html lang="en"><head><title>Lot 12: 3 bed semi | Gavel Homes</title></head><body><main><h1>3 bedroom semi-detached house for auction</h1><p>14 Moor Lane, Barnsley S70 4QT</p><div class="panel">${panel}</div><p>Reservation fee £6,000 inc. VAT.</p></main></body></html>`, 'https://gavel.example/lots/12');

t.test('a label and a value element named by their classes', async (t) => {
  const panel = '<div class="row"><span class="bid-label">Starting bid</span> <span class="bid-value">£120,000</span></div><div class="row"><span class="bid-label">Current bid</span> <span class="bid-value">No bids yet</span></div>';
  t.equal(extractField(lot(panel), 'price', ''), 120000);
  t.equal(extractField(lot('<dl-like><div class="spec__key">Tenure</div><div class="spec__value">Freehold</div></dl-like>'), 'tenure', ''), 'Freehold');
  // a current bid that is no amount is no price: the starting bid is
  t.equal(extractField(lot(panel.split('<div class="row">').reverse().join('<div class="row">')), 'price', ''), 120000);
});
