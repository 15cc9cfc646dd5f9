"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isFurniture = exports.UNSTATED_SIZE = void 0;
exports.imageSignals = imageSignals;
exports.pictures = pictures;
exports.notAPicture = notAPicture;
exports.siteLogo = siteLogo;
const page_furniture_js_1 = require("./page-furniture.js");
// the words of furniture in a file name, alt text or class (an icon's "icons/", a pixel's "tracking/")
const FURNITURE_WORDS = /logo|favicon|sprite|\bicons?\b|avatar|smil(ey|ies)|emoji|social|spacer|pixel|badge|button|tracking|\.svg(\?|$| )/i;
// the site's chrome around the page's own part, the logo, the link home and what is hidden (page-furniture.ts)
const CHROME = (0, page_furniture_js_1.furnitureSelector)('images');
/** a side stated below this is a pixel, a spacer or an icon */
const TINY = 32;
/** the size an image without stated sides is taken to have: a picture of some size */
exports.UNSTATED_SIZE = 120;
// read once per image: the main image, the list and the count ask the same images, field after field
const SIGNALS = new WeakMap();
/** what an <img> shows of itself */
function imageSignals(page, img) {
    let s = SIGNALS.get(img);
    if (!s)
        SIGNALS.set(img, (s = readSignals(page, img)));
    return s;
}
function readSignals(page, img) {
    const el = page.$(img);
    const w = Number(el.attr('width'));
    const h = Number(el.attr('height'));
    const words = `${el.attr('src') ?? ''} ${el.attr('alt') ?? ''} ${el.attr('class') ?? ''} ${el.parent().attr('class') ?? ''}`;
    return {
        named: FURNITURE_WORDS.test(words),
        chrome: el.closest(CHROME).length > 0,
        tiny: (w > 0 && w < TINY) || (h > 0 && h < TINY),
        size: Math.min(w || exports.UNSTATED_SIZE, h || exports.UNSTATED_SIZE),
    };
}
/** the image is the site's furniture, not a picture of the page */
const isFurniture = (s) => s.named || s.chrome || s.tiny;
exports.isFurniture = isFurniture;
/** the page's pictures (<img> with an address), in page order, without its furniture */
function pictures(page, scope = 'body') {
    return page.remember(`pictures ${scope}`, () => page.$(`${scope} img[src]`).toArray().filter((img) => !(0, exports.isFurniture)(imageSignals(page, img))));
}
// a logo's or a tracker's address ("…#organizationLogo", "/static/logo.png", "tracking.example/ogi/1"), or a
// value that is no address at all: what an image's other tags hold (og:image:width "1200", :type "image/jpeg")
const FURNITURE_ADDRESS = /logo|favicon|sprite|tracking|pixel|spacer|statcounter|\/(icons?|avatars?)\//i;
const NO_ADDRESS = /^(\d+(\.\d+)?(px)?|image\/[\w.+-]+)$/i;
/** an image value from markup or meta tags that is no picture of the page */
function notAPicture(value) {
    const v = value.trim();
    return NO_ADDRESS.test(v) || FURNITURE_ADDRESS.test(v);
}
/** the site's logo: an image that names itself one, or the image of the link home in the page's header */
function siteLogo(page) {
    const $ = page.$;
    return $('img[src]').filter((_, img) => /logo/i.test(`${$(img).attr('src')} ${$(img).attr('alt') ?? ''} ${$(img).attr('class') ?? ''}`) || $(img).closest('header a[href="/"], a[class*="logo" i]').length > 0).first().attr('src') ?? undefined;
}
//# sourceMappingURL=page-images.js.map