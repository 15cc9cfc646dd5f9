// The page's pictures against its furniture. A logo, an icon, an avatar, a tracking pixel or a sprite is
// not an image of the page: one model, read by the main image, "all the images" and "the number of
// photos". Its signals: the image's size as stated, its place in the site's chrome (header, navigation,
// footer, sidebar, the logo's link home), and the words of its file name, alt text and class.
import type { AnyNode, Element } from 'domhandler';
import type { Page } from './page.js';
import { furnitureSelector } from './page-furniture.js';

// the words of furniture in a file name, alt text or class (an icon's "icons/", a pixel's "tracking/")
const FURNITURE_WORDS = /logo|favicon|sprite|\bicons?\b|avatar|smil(ey|ies)|emoji|social|spacer|pixel|badge|button|tracking|\.svg(\?|$| )/i;
// the site's chrome around the page's own part, the logo, the link home and what is hidden (page-furniture.ts)
const CHROME = furnitureSelector('images');
/** a side stated below this is a pixel, a spacer or an icon */
const TINY = 32;
/** the size an image without stated sides is taken to have: a picture of some size */
export const UNSTATED_SIZE = 120;

export interface ImageSignals {
  /** its file name, alt text or class (its own or its parent's) names furniture */
  named: boolean;
  /** it sits in the site's chrome or is hidden */
  chrome: boolean;
  /** a side stated under 32 px */
  tiny: boolean;
  /** its smaller stated side (UNSTATED_SIZE for a side not stated) */
  size: number;
}

// read once per image: the main image, the list and the count ask the same images, field after field
const SIGNALS = new WeakMap<AnyNode, ImageSignals>();

/** what an <img> shows of itself */
export function imageSignals(page: Page, img: AnyNode): ImageSignals {
  let s = SIGNALS.get(img);
  if (!s) SIGNALS.set(img, (s = readSignals(page, img)));
  return s;
}

function readSignals(page: Page, img: AnyNode): ImageSignals {
  const el = page.$(img as Element);
  const w = Number(el.attr('width'));
  const h = Number(el.attr('height'));
  const words = `${el.attr('src') ?? ''} ${el.attr('alt') ?? ''} ${el.attr('class') ?? ''} ${el.parent().attr('class') ?? ''}`;
  return {
    named: FURNITURE_WORDS.test(words),
    chrome: inChrome(page, img),
    tiny: (w > 0 && w < TINY) || (h > 0 && h < TINY),
    size: Math.min(w || UNSTATED_SIZE, h || UNSTATED_SIZE),
  };
}

/**
 * whether the element or an ancestor is the chrome: `closest(CHROME)` answered from one whole-document
 * selection (closest parses and compiles its selector again at every ancestor of every image)
 */
function inChrome(page: Page, node: AnyNode): boolean {
  const chrome = page.remember('images chrome', () => new Set<AnyNode>(page.$(CHROME).toArray()));
  for (let n: AnyNode | null = node; n && n.type !== 'root'; n = n.parent) if (chrome.has(n)) return true;
  return false;
}

/** the image is the site's furniture, not a picture of the page */
export const isFurniture = (s: ImageSignals): boolean => s.named || s.chrome || s.tiny;

/** the page's pictures (<img> with an address), in page order, without its furniture */
export function pictures(page: Page, scope = 'body'): Element[] {
  return page.remember(`pictures ${scope}`, () => page.$(`${scope} img[src]`).toArray().filter((img) => !isFurniture(imageSignals(page, img))) as Element[]);
}

// a logo's or a tracker's address ("…#organizationLogo", "/static/logo.png", "tracking.example/ogi/1"), or a
// value that is no address at all: what an image's other tags hold (og:image:width "1200", :type "image/jpeg")
const FURNITURE_ADDRESS = /logo|favicon|sprite|tracking|pixel|spacer|statcounter|\/(icons?|avatars?)\//i;
const NO_ADDRESS = /^(\d+(\.\d+)?(px)?|image\/[\w.+-]+)$/i;
/** an image value from markup or meta tags that is no picture of the page */
export function notAPicture(value: string): boolean {
  const v = value.trim();
  return NO_ADDRESS.test(v) || FURNITURE_ADDRESS.test(v);
}

/** the site's logo: an image that names itself one, or the image of the link home in the page's header */
export function siteLogo(page: Page): string | undefined {
  const $ = page.$;
  return $('img[src]').filter((_, img) => /logo/i.test(`${$(img).attr('src')} ${$(img).attr('alt') ?? ''} ${$(img).attr('class') ?? ''}`) || $(img).closest('header a[href="/"], a[class*="logo" i]').length > 0).first().attr('src') ?? undefined;
}
