import t from 'tap';
import { detectBlock } from './block-detect.js';

const article = '<!doctype html><title>How to pass a captcha test in class</title><article>' + 'Words about things. '.repeat(4000) + '</article>';

t.test('bot walls and refusals are recognised', async (t) => {
  const walls: Array<[Parameters<typeof detectBlock>[0], RegExp]> = [
    [{ status: 503, html: '<html><head><title>Just a moment...</title></head><body><div id="cf-browser-verification"></div></body></html>' }, /cloudflare challenge/],
    [{ status: 200, headers: { 'cf-mitigated': 'challenge' }, html: '<p>hi</p>' }, /cloudflare challenge/],
    [{ status: 403, html: '<title>Attention Required! | Cloudflare</title><div class="cf-error-details">Sorry, you have been blocked</div>' }, /cloudflare block/],
    [{ status: 200, html: '<title>Human verification</title><div class="g-recaptcha"></div>' }, /captcha/],
    [{ status: 403, html: '<div id="px-captcha"></div><script>window._pxAppId="PX1"</script>' }, /perimeterx/],
    [{ status: 403, html: '<script src="https://geo.captcha-delivery.com/captcha/?initialCid=x"></script>' }, /datadome/],
    [{ status: 403, html: '<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY>You don\'t have permission. Reference #18.abc</BODY></HTML>' }, /akamai/],
    [{ status: 200, html: '<title>Access denied</title><p>nope</p>' }, /access denied page/],
    [{ status: 429, html: '<p>slow down</p>' }, /429/],
    [{ status: 403, html: '' }, /403/],
  ];
  for (const [input, reason] of walls) t.match(detectBlock(input)?.reason, reason, `${input.status} ${String(input.html).slice(0, 40)}`);
});

t.test('normal pages are not blocks', async (t) => {
  t.equal(detectBlock({ status: 200, html: '<title>Shop</title><p>Buy things</p>' }), null);
  t.equal(detectBlock({ status: 200, html: '<title>Contact</title><form><div class="g-recaptcha"></div></form>' }), null, 'a form with a captcha widget');
  t.equal(detectBlock({ status: 200, headers: { 'x-datadome': 'protected' }, html: '<title>Shop</title>' }), null, 'protected but served');
  t.equal(detectBlock({ status: 200, html: article }), null, 'a long article mentioning captcha in its title');
  t.equal(detectBlock({ status: 404, html: '<title>Not found</title>' }), null, '404 is not a block');
  t.equal(detectBlock({ status: 500 }), null);
});

t.test('the quick screen lets through every wall the full list knows', async (t) => {
  // One page per marker alternative, with other words around it: each must still be found.
  const pages: Array<[string, RegExp]> = [
    ['<title> Just a moment... </title>', /cloudflare challenge/],
    ['<script src="https://challenges.cloudflare.com/cdn-cgi/challenge-platform/x.js"></script>', /cloudflare challenge/],
    ['<script>window._cf_chl_opt={}</script>', /cloudflare challenge/],
    ['<title>Attention Required | Cloudflare</title>', /cloudflare block/],
    ['<p>Sorry, you have been blocked</p>', /cloudflare block/],
    ['<title>Security check</title>', /captcha challenge/],
    ['<title>Are you a robot?</title>', /captcha challenge/],
    ["<div id='px-captcha'></div>", /perimeterx/],
    ['<script>_pxCaptcha()</script>', /perimeterx/],
    ['<iframe src="https://captcha-delivery.com/c"></iframe>', /datadome/],
    ['<script src="/_Incapsula_Resource?x"></script>', /imperva/],
    ['<p>Incapsula incident ID: 1</p>', /imperva/],
    ['<title>403 Forbidden</title>', /access denied page/],
    ['<title>Forbidden</title>', /access denied page/],
  ];
  for (const [html, reason] of pages) {
    t.match(detectBlock({ status: 200, html: `<html><head><title>x</title></head><body><p>${'text '.repeat(50)}</p>${html}</body></html>` })?.reason, reason, html);
  }
});
