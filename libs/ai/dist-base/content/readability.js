"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.READABILITY_PATCHED_VERSION = void 0;
exports.readabilityPatchFits = readabilityPatchFits;
exports.quickReadability = quickReadability;
// Mozilla Readability with six of its helpers replaced by equivalents that do less work on large
// pages (a 1 MB page took 0.4-0.5 s in Readability alone, on a quiet machine). Its output is the
// same: each replacement returns what the original returns, on the same DOM, at the same moment.
// - _getAllNodesWithTag: a tree walker's elements instead of querySelectorAll, which compiles its
//   selector on every call (in document order, the root excluded, nothing inside a <template>, as
//   linkedom's querySelectorAll does; tag names compared in lower case, as css-select does in HTML).
// - _getInnerText: kept per node while one _removeNodes pass runs (its filters only read the DOM);
//   the removal of a node forgets its ancestors' texts, the only ones it changes. The conditional
//   cleaning reads every descendant's text for every ancestor: without this it is quadratic in depth.
// - _isValidByline: tests the node's attributes and names before its text (the text of every large
//   block was read first, for nothing).
// - _isElementWithoutContent: stops at the first text that is not whitespace.
// - _isProbablyVisible: an element without a style attribute has no display or visibility to read
//   (linkedom parses the attribute into a style object on first read: most of the cost).
// While a _removeNodes filter runs on a node, that node's descendants are listed once and its
// getElementsByTagName and _getAllNodesWithTag answer from the list (the filter reads ten of them).
const readability_1 = require("@mozilla/readability");
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;
const ELEMENT_NODE = 1;
const DOCUMENT_NODE = 9;
const SHOW_ELEMENT = 1;
/** every element under a node in document order (linkedom's tree walker reads its node chain directly) */
function elementsUnder(root) {
    const out = [];
    if (root.nodeType === DOCUMENT_NODE) {
        // a document's walker starts at <html>: an element parsed after </html> sits beside it
        // (a loop, not push(...list): a spread of a huge page's elements overflows the call stack)
        for (let el = root.firstElementChild; el; el = el.nextElementSibling) {
            out.push(el);
            for (const inner of elementsUnder(el))
                out.push(inner);
        }
        return out;
    }
    const walker = root.ownerDocument.createTreeWalker(root, SHOW_ELEMENT);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
        out.push(n);
    return out;
}
function insideTemplate(el, root) {
    for (let p = el.parentNode; p && p !== root; p = p.parentNode)
        if (p.localName === 'template')
            return true;
    return false;
}
function descendantsOf(node) {
    const elements = elementsUnder(node);
    return { node, elements, templates: elements.some((el) => el.localName === 'template') };
}
/** the elements of the tags, outside templates (querySelectorAll's answer) */
function withTag(known, tagNames) {
    const wanted = new Set(tagNames.map((t) => t.toLowerCase()));
    const out = known.elements.filter((el) => wanted.has((el.localName ?? '').toLowerCase()));
    return known.templates ? out.filter((el) => !insideTemplate(el, known.node)) : out;
}
/** whether any text under the node is more than whitespace (\S and String#trim agree on whitespace) */
function hasText(node) {
    for (let c = node.firstChild; c; c = c.nextSibling) {
        if (c.nodeType === TEXT_NODE || c.nodeType === CDATA_SECTION_NODE) {
            if (/\S/.test(c.textContent ?? ''))
                return true;
        }
        else if (c.nodeType === ELEMENT_NODE && hasText(c))
            return true;
    }
    return false;
}
/** The version whose helpers were read and replaced (package.json pins it). */
exports.READABILITY_PATCHED_VERSION = '0.6.0';
const REPLACED = ['_getAllNodesWithTag', '_getInnerText', '_removeNodes', '_isValidByline', '_isElementWithoutContent', '_isProbablyVisible'];
/**
 * Whether the replacements fit the installed Readability: the version they were written against,
 * with every replaced member still a function. Another version is read by Readability itself
 * (slower, never different), with a warning; readability.test.ts fails on it, so a bump is seen.
 */
function readabilityPatchFits(version, prototype) {
    return version === exports.READABILITY_PATCHED_VERSION && REPLACED.every((name) => typeof prototype[name] === 'function');
}
let fits;
function patchFits() {
    if (fits === undefined) {
        const { version } = require('@mozilla/readability/package.json');
        fits = readabilityPatchFits(version, readability_1.Readability.prototype);
        if (!fits)
            process.emitWarning(`@mozilla/readability ${version} is not ${exports.READABILITY_PATCHED_VERSION}, whose helpers content/readability.ts replaces: main content is read by Readability unpatched (slower)`);
    }
    return fits;
}
function quickReadability(document, options) {
    const reader = new readability_1.Readability(document, options);
    if (!patchFits())
        return reader;
    const self = reader;
    const original = readability_1.Readability.prototype;
    // raw trimmed text per node, only while a _removeNodes pass runs
    let texts = null;
    // the node a _removeNodes filter is reading, and its descendants once asked for
    let reading = null;
    let listed = null;
    const descendants = (node) => {
        if (node !== reading)
            return null;
        if (!listed)
            listed = descendantsOf(node);
        return listed;
    };
    self._getAllNodesWithTag = (node, tagNames) => {
        return withTag(descendants(node) ?? descendantsOf(node), tagNames);
    };
    self._getInnerText = function (e, normalizeSpaces) {
        if (!texts)
            return original._getInnerText.call(this, e, normalizeSpaces);
        let text = texts.get(e);
        if (text === undefined) {
            text = (e.textContent ?? '').trim();
            texts.set(e, text);
        }
        const normalize = typeof normalizeSpaces === 'undefined' ? true : normalizeSpaces;
        return normalize ? text.replace(self.REGEXPS.normalize, ' ') : text;
    };
    self._removeNodes = function (nodeList, filterFn) {
        if (!filterFn)
            return original._removeNodes.call(this, nodeList);
        texts = new Map();
        try {
            for (let i = nodeList.length - 1; i >= 0; i--) {
                const node = nodeList[i];
                const parentNode = node.parentNode;
                if (!parentNode)
                    continue;
                // linkedom's getElementsByTagName: the exact local name or its upper case, template contents included
                reading = node;
                const byTag = (name) => descendants(node).elements.filter((el) => el.localName === name || (el.localName ?? '').toUpperCase() === name);
                const own = node;
                own.getElementsByTagName = byTag;
                let remove;
                try {
                    remove = filterFn.call(this, node, i, nodeList);
                }
                finally {
                    delete own.getElementsByTagName;
                    reading = null;
                    listed = null;
                }
                if (remove) {
                    for (let p = parentNode; p; p = p.parentNode)
                        texts.delete(p);
                    parentNode.removeChild(node);
                }
            }
        }
        finally {
            texts = null;
        }
    };
    self._isValidByline = function (node, matchString) {
        const rel = node.getAttribute('rel');
        const itemprop = node.getAttribute('itemprop');
        if (!(rel === 'author' || (itemprop && itemprop.includes('author')) || this.REGEXPS.byline.test(matchString)))
            return false;
        const bylineLength = (node.textContent ?? '').trim().length;
        return !!bylineLength && bylineLength < 100;
    };
    self._isProbablyVisible = function (node) {
        if (typeof node.hasAttribute === 'function' && !node.hasAttribute('style') && !node.hasAttribute('hidden') && !node.hasAttribute('aria-hidden'))
            return true;
        return original._isProbablyVisible.call(this, node);
    };
    self._isElementWithoutContent = function (node) {
        return (node.nodeType === this.ELEMENT_NODE &&
            !hasText(node) &&
            (!node.children.length || node.children.length == node.getElementsByTagName('br').length + node.getElementsByTagName('hr').length));
    };
    return reader;
}
//# sourceMappingURL=readability.js.map