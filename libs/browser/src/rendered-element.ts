// What one element renders, as lines of text: its visible text, then the attributes a reader sees
// (link targets, image sources and alt text, form values), one line each with a fixed prefix the
// monitor summary knows ("[link] https://…"). Markup that renders the same reads the same: class
// names, wrappers, data attributes and whitespace are not part of it, nor are ad slots inside it.
import type { Page } from 'puppeteer-core';

/** Ad slots by the names sites and ad networks give them: what they show rotates on its own. */
export const AD_SLOTS = 'ins.adsbygoogle, [data-ad-slot], [data-ad-unit], [id^="google_ads" i], [class~="ad" i], [class~="ads" i], [class*="ad-slot" i], [class*="adslot" i], [class*="ad-container" i], [class*="ad-wrapper" i], [class*="ad-unit" i], [class*="advert" i], [id*="advert" i], [id^="ad-" i], [id^="ad_" i], [class*="sponsored" i], [aria-label="advertisement" i]';

/** Most attribute lines read from one element (a huge list still compares on its first ones). */
const MAX_ATTRIBUTE_LINES = 300;

/** The element's rendered text and attribute lines, or null when no element matches. */
export async function renderedElement(page: Page, selector: string): Promise<string | null> {
  return page.evaluate(
    (sel: string, max: number, ads: string) => {
      const root = document.querySelector(sel);
      if (!root) return null;
      const inAd = (el: Element) => {
        const ad = el.closest(ads);
        return ad !== null && ad !== root && root.contains(ad);
      };
      const visible = (el: Element) => {
        const check = (el as Element & { checkVisibility?: (o?: object) => boolean }).checkVisibility;
        return check ? check.call(el, { visibilityProperty: true }) : true;
      };
      const lines: string[] = [];
      const seen = new Set<string>();
      const add = (line: string) => {
        if (lines.length < max && !seen.has(line)) {
          seen.add(line);
          lines.push(line);
        }
      };
      const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
      const nodes = [root, ...Array.from(root.querySelectorAll('a[href], area[href], img, input, textarea, select'))];
      for (const el of nodes) {
        if (!visible(el) || inAd(el)) continue;
        if (el instanceof HTMLAnchorElement || el instanceof HTMLAreaElement) {
          if (el.hasAttribute('href') && /^(?:https?|mailto|tel):/i.test(el.href)) add(`[link] ${el.href}`);
        } else if (el instanceof HTMLImageElement) {
          const src = el.currentSrc || el.src;
          const alt = clean(el.alt);
          if (src || alt) add(`[image] ${src}${alt ? ` "${alt}"` : ''}`);
        } else if (el instanceof HTMLInputElement) {
          if (['hidden', 'password', 'file'].includes(el.type)) continue;
          const name = clean(el.labels?.[0]?.textContent) || el.name || el.placeholder || el.type;
          const value = el.type === 'checkbox' || el.type === 'radio' ? (el.checked ? 'checked' : 'unchecked') : clean(el.value);
          add(`[field] ${name}: ${value}`);
        } else if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
          const name = clean(el.labels?.[0]?.textContent) || el.name || 'field';
          const value = el instanceof HTMLSelectElement ? clean(el.selectedOptions[0]?.textContent) : clean(el.value);
          add(`[field] ${name}: ${value}`);
        }
      }
      // The text with the ad slots inside the element hidden for the read (innerText knows what shows).
      const hidden: HTMLElement[] = [];
      root.querySelectorAll<HTMLElement>(ads).forEach((el) => {
        if (el.style.getPropertyValue('display')) return;
        el.style.setProperty('display', 'none', 'important');
        hidden.push(el);
      });
      const text = (root as HTMLElement).innerText ?? root.textContent ?? '';
      for (const el of hidden) el.style.removeProperty('display');
      return lines.length > 0 ? `${text}\n${lines.join('\n')}` : text;
    },
    selector,
    MAX_ATTRIBUTE_LINES,
    AD_SLOTS,
  );
}
