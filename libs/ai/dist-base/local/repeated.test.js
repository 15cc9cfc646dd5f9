"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("../index.js");
const engine = new index_js_1.LocalEngine();
const url = 'https://jobs.example/search';
const prompt = 'all the records listed on the page';
const job = (title, pay) => `<div class="job"><h3>${title}</h3><p class="meta">Full time, ${pay} a year, apply online</p><a href="/j/${title.length}">Details</a></div>`;
const jobs = `<main><div class="results">${job('Math teacher', '$65,000')}${job('Science teacher', '$61,000')}${job('School principal', '$90,000')}${job('Art teacher', '$52,000')}</div></main>`;
const texts = (data) => data.map((r) => JSON.stringify(r));
tap_1.default.test('search filter options (labels with counts ("(12)", "(12 items)") or checkboxes) are not records', async (t) => {
    const subjects = ['Mathematics and Calculus', 'Biology and Life Science', 'Chemistry Laboratory', 'Library and Media Studies', 'Physical Education', 'School Nursing', 'Teaching Assistant', 'Special Education', 'Music and Performing Arts', 'Modern Languages', 'History and Civics', 'Computer Science'];
    const facets = '<aside><ul class="options">' + subjects.map((x, i) => `<li class="option"><a href="?f=${i}"><span>${x}</span> <span>(${i * 7 + 3}${i % 2 ? ' items' : ''})</span></a></li>`).join('') + '</ul></aside>';
    const res = await engine.extractRecords({ html: `<html><body>${facets}${jobs}</body></html>`, url, prompt });
    const all = texts(res.data).join(' ');
    t.match(all, /Math teacher/);
    t.notMatch(all, /Library and Media/);
    const boxes = '<div class="side"><ul>' + ['Full time', 'Part time', 'Remote', 'Contract', 'Internship'].map((x) => `<li><label><input type="checkbox">${x}</label></li>`).join('') + '</ul></div>';
    const res2 = await engine.extractRecords({ html: `<html><body>${boxes}${jobs}</body></html>`, url, prompt });
    t.notMatch(texts(res2.data).join(' '), /Internship/);
});
tap_1.default.test('cookie consent categories are not records', async (t) => {
    const consent = '<div id="onetrust-consent-sdk"><section class="cats">' + ['Essential cookies: needed for the site to work at all', 'Analytics cookies: help us count visits and sources', 'Marketing cookies: set by our advertising partners', 'Functional cookies: remember your choices and settings']
        .map((x) => `<div class="cat"><h4>${x.split(':')[0]}</h4><p>${x.split(':')[1]}</p></div>`).join('') + '</section></div>';
    const res = await engine.extractRecords({ html: `<html><body>${jobs}${consent}</body></html>`, url, prompt });
    const all = texts(res.data).join(' ');
    t.match(all, /Science teacher/);
    t.notMatch(all, /Marketing cookies/);
});
tap_1.default.test('a details row under each title row is not a second list of records', async (t) => {
    const rows = ['Glowing skin rituals', 'Ten serums compared', 'Sunscreen myths', 'Night creams tested'].map((x, i) => `<tr class="athing"><td>${i + 1}.</td><td><a href="/vote/${i}">▲</a></td><td><a href="/s/${i}">${x}</a> (beauty.example)</td></tr><tr><td colspan="2"></td><td class="sub">${300 + i} points by user${i} | ${i + 2} comments</td></tr>`).join('');
    const res = await engine.extractRecords({ html: `<html><body><table><tbody>${rows}</tbody></table></body></html>`, url, prompt });
    t.equal(res.items, 4);
    t.match(texts(res.data).join(' '), /Sunscreen myths/);
});
tap_1.default.test('zebra-striped rows (alternating classes, same cells) are all records', async (t) => {
    const coins = ['Ethereum', 'Bitcoin', 'Litecoin', 'Cardano', 'Solana', 'Polkadot'];
    const rows = coins.map((x, i) => `<tr class="${i % 2 ? 'row filled' : 'row'}"><td>${i + 1}</td><td>${x} mainnet</td><td>${(i + 1) * 1.5}%</td><td>${100 + i} nodes</td></tr>`).join('');
    const res = await engine.extractRecords({ html: `<html><body><table><tbody>${rows}</tbody></table></body></html>`, url, prompt });
    t.equal(res.items, 6);
    t.match(texts(res.data).join(' '), /Bitcoin mainnet/);
});
tap_1.default.test('items that a script has marked as scrolled into view belong to the same list', async (t) => {
    const teams = ['Nike builds shoes for runners', 'Adidas sponsors football clubs', 'Puma designs racing gear', 'Reebok makes training kits', 'Asics equips marathon runners'];
    const cards = teams.map((x, i) => `<div class="company aos-init${i < 3 ? ' aos-animate' : ''}"><h3>${x.split(' ')[0]}</h3><p>${x}</p></div>`).join('');
    const res = await engine.extractRecords({ html: `<html><body><main><div class="grid">${cards}</div></main></body></html>`, url, prompt });
    t.equal(res.items, 5);
});
tap_1.default.test('blocks of an SEO text box are not records', async (t) => {
    const paras = ['Budget travel has never been easier than it is this year for everyone', 'Cheap flights open up cities that used to be far too expensive to visit', 'Hostels and guest houses now offer private rooms at fair prices', 'Local markets are the best place to eat well for very little money', 'Night trains save both a hotel night and a day of travelling time'];
    const seo = `<div class="c-seo-text-widget"><div class="editor">${paras.map((x) => `<div class="ce-block"><div class="ce-paragraph">${x}</div></div>`).join('')}</div></div>`;
    const res = await engine.extractRecords({ html: `<html><body>${jobs}${seo}</body></html>`, url, prompt });
    const all = texts(res.data).join(' ');
    t.match(all, /Art teacher/);
    t.notMatch(all, /Night trains/);
});
tap_1.default.test('items whose classes differ in a category class or two are one list', async (t) => {
    const people = [['Alan Turing', 'maths'], ['Ada Lovelace', 'maths'], ['Grace Hopper', 'computing'], ['Edsger Dijkstra', 'computing'], ['Barbara Liskov', 'languages'], ['Donald Knuth', 'typesetting']];
    const items = people.map(([n, topic]) => `<li class="wp-block-post post type-post status-publish has-post-thumbnail hentry expertise-${topic}"><h3>${n}</h3><p>Professor of ${topic}, fellow of the academy</p></li>`).join('');
    const res = await engine.extractRecords({ html: `<html><body><main><ul class="post-template">${items}</ul></main></body></html>`, url, prompt });
    t.equal(res.items, 6);
    t.match(texts(res.data).join(' '), /Donald Knuth/);
});
tap_1.default.test('a list with empty slots (cards not loaded yet) is still a list; the empty slots are not records', async (t) => {
    const clinics = ['Wellness centre near the hospital, Boston', 'Family clinic with free checkups, Rochester', 'Fitness and nutrition advice, Jacksonville', 'Medical care and on-site pharmacy, Cambridge'];
    const cards = clinics.map((x) => `<div class="listing-card"><h3>${x.split(',')[0]}</h3><p>${x}</p></div>`).join('') + '<div class="listing-card"></div>'.repeat(5);
    const res = await engine.extractRecords({ html: `<html><body><main><div class="listings">${cards}</div></main></body></html>`, url, prompt });
    t.equal(res.items, 4);
    t.match(texts(res.data).join(' '), /Jacksonville/);
});
//# sourceMappingURL=repeated.test.js.map