// Readability's _grabArticle starts by serializing the whole page (`pageCacheHtml = page.innerHTML`),
// kept only to put the page back when an attempt finds too little text and it retries with looser
// flags. Most pages never retry (wikipedia-2's 1 MB never does), so the markup is made only when the
// page is put back: from a new parse of the same HTML brought to the same moment by the same steps
// parse() ran before _grabArticle. Those steps are deterministic, so the markup is the one the
// serialization would have given, and the page is put back from it as before.

/** the members of a Readability run here (not in its published types) */
export interface PrepSteps {
  _disableJSONLD: boolean;
  _unwrapNoscriptImages(doc: unknown): void;
  _getJSONLD(doc: unknown): unknown;
  _removeScripts(doc: unknown): void;
  _prepDocument(): void;
  _getArticleMetadata(jsonLd: unknown): unknown;
}

interface Body {
  innerHTML: string;
}

// what _grabArticle keeps in place of the markup; a string no serialization gives (it starts with a NUL)
const LATER = '\u0000gleaner:page-markup-later';

/** the descriptor of innerHTML the element inherits (linkedom's Element.prototype) */
function inheritedInnerHtml(el: object): PropertyDescriptor | undefined {
  for (let p = Object.getPrototypeOf(el); p; p = Object.getPrototypeOf(p)) {
    const d = Object.getOwnPropertyDescriptor(p, 'innerHTML');
    if (d) return d;
  }
  return undefined;
}

/** the page's markup as _grabArticle would have kept it: a new document, prepared as parse() prepares it */
export function preparedMarkup(reader: PrepSteps, doc: { body: Body | null }): string {
  reader._unwrapNoscriptImages(doc);
  const jsonLd = reader._disableJSONLD ? {} : reader._getJSONLD(doc);
  reader._removeScripts(doc);
  reader._prepDocument();
  reader._getArticleMetadata(jsonLd);
  return doc.body?.innerHTML ?? '';
}

/**
 * Runs grab (one _grabArticle) with the page's first read of innerHTML deferred: the markup is made by
 * remake() only if the page is put back, once however many times. Without an inherited innerHTML the
 * page is left as it is.
 */
export function withMarkupLater<T>(body: object | null | undefined, remake: () => string, grab: () => T): T {
  const inherited = body ? inheritedInnerHtml(body) : undefined;
  if (!body || !inherited?.get || !inherited.set) return grab();
  let deferred = false;
  let markup: string | null = null;
  Object.defineProperty(body, 'innerHTML', {
    configurable: true,
    get(): string {
      if (deferred) return inherited.get!.call(body);
      deferred = true;
      return LATER;
    },
    set(value: string): void {
      inherited.set!.call(body, value === LATER ? (markup ??= remake()) : value);
    },
  });
  try {
    return grab();
  } finally {
    delete (body as { innerHTML?: unknown }).innerHTML;
  }
}
