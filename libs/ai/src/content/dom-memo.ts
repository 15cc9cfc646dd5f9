// What Readability reads of a page over and over while the page stays the same: the lengths of
// elements' texts (every candidate's link density reads its whole subtree, five ancestors deep, so
// a 1 MB page's body is read once per candidate) and the lists of elements under a node (its
// cleaning passes list the article's elements once per tag). Both are kept until the document
// changes: a MutationObserver queues a record for every node added or removed, text changed or
// attribute set (linkedom queues them synchronously), and any record drops all that was kept.
// Readability builds the article in an element outside the document, where an observer of the
// document hears nothing: linkedom asks an observed target whether it contains the changed node, so
// the observer watches a target that contains every node. A probe checks that the installed linkedom
// still records a change outside the document; where it does not, there is no memo.
import { isSpace, type TextWalkable } from './link-density.js';

/** a node as walked here (linkedom's) */
export interface MemoNode extends TextWalkable {
  firstChild: MemoNode | null;
  nextSibling: MemoNode | null;
}

/**
 * A stretch of text as textContent.trim().replace(/\s{2,}/g, ' ') reads it, so that two stretches
 * can be joined without reading them again: `length` counts from the first character that is not
 * white space to the last, a run of white space inside as one; `lead` and `trail` say whether white
 * space comes before the first or after the last; `space` whether it holds any white space at all.
 */
interface Run {
  length: number;
  started: boolean;
  lead: boolean;
  trail: boolean;
  space: boolean;
}

const NONE: Run = { length: 0, started: false, lead: false, trail: false, space: false };

function join(a: Run, b: Run): Run {
  if (!b.started) return b.space && !(a.started ? a.trail : a.space) ? { ...a, trail: a.started, space: true } : a;
  if (!a.started) return a.space && !b.lead ? { ...b, lead: true, space: true } : b;
  return { length: a.length + b.length + (a.trail || b.lead ? 1 : 0), started: true, lead: a.lead, trail: b.trail, space: a.space || b.space };
}

function runOf(data: string): Run {
  let length = 0;
  let run = 0;
  let started = false;
  let lead = false;
  let space = false;
  for (let i = 0; i < data.length; i++) {
    if (isSpace(data.charCodeAt(i))) {
      space = true;
      if (started) run++;
      else lead = true;
    } else {
      if (run) length++;
      run = 0;
      started = true;
      length++;
    }
  }
  return { length, started, lead: started && lead, trail: started && run > 0, space };
}

/** every element under a node in document order, and whether one is a <template> */
export interface ElementList<T> {
  elements: T[];
  templates: boolean;
}

export interface DomMemo {
  /** the length of textContent.trim().replace(/\s{2,}/g, ' '), as link-density.ts's innerTextLength */
  textLength(node: MemoNode): number;
  /** the elements under a node, listed by `list` once while the document stays the same */
  elementsUnder<T>(root: object, list: () => ElementList<T>): ElementList<T>;
  /** no more changes heard, nothing kept from then on (a record holds its nodes, and so the page, until read) */
  stop(): void;
}

interface Observer {
  observe(target: unknown, options: object): void;
  takeRecords(): unknown[];
  disconnect(): void;
}
interface ProbeNode {
  appendChild(node: ProbeNode): void;
  removeChild(node: ProbeNode): void;
}
interface Observed {
  defaultView?: { MutationObserver?: new (callback: () => void) => Observer };
  createElement(name: string): ProbeNode;
}

// every node is under it: what linkedom asks an observed target before it queues a record
const EVERYWHERE = { contains: (): boolean => true };

/** an observer of every change to the document's nodes, inside it or not, or null where none hears them */
function everyChange(document: Observed): Observer | null {
  const Observer = document.defaultView?.MutationObserver;
  if (typeof Observer !== 'function') return null;
  const observer = new Observer(() => {
    /* the records are read (and dropped) by takeRecords before every use */
  });
  // linkedom delivers records in a microtask it schedules on the first one; that task holds the observer and, through
  // it, the whole document until the caller yields, so a synchronous run over many pages held them all (the heap grew,
  // and its collections made 1 s reads). The records are taken here, never delivered: marked as scheduled, none is.
  (observer as { scheduled?: boolean }).scheduled = true;
  observer.observe(EVERYWHERE, { childList: true, subtree: true, characterData: true });
  // the probe: a child removed from an element outside the document
  const outside = document.createElement('div');
  const child = document.createElement('span');
  outside.appendChild(child);
  observer.takeRecords();
  outside.removeChild(child);
  if (observer.takeRecords().length) return observer;
  observer.disconnect();
  return null;
}

/** a memo over the document's current state, or null where its changes cannot be heard */
export function domMemo(document: unknown): DomMemo | null {
  const observer = everyChange(document as Observed);
  if (!observer) return null;
  let runs = new Map<MemoNode, Run>();
  let lists = new Map<object, ElementList<unknown>>();
  let stopped = false;
  const current = (): void => {
    if (stopped || observer.takeRecords().length) {
      runs = new Map();
      lists = new Map();
    }
  };
  const textRun = (node: MemoNode): Run => {
    let run = runs.get(node);
    if (!run) runs.set(node, (run = runOf(node.data ?? '')));
    return run;
  };
  // the element's run from its children's, in document order, without recursion (pages nest deeply)
  const elementRun = (root: MemoNode): Run => {
    const stack: Array<{ node: MemoNode; child: MemoNode | null; run: Run }> = [{ node: root, child: root.firstChild, run: NONE }];
    for (;;) {
      const top = stack[stack.length - 1];
      const child = top.child;
      if (!child) {
        stack.pop();
        runs.set(top.node, top.run);
        if (!stack.length) return top.run;
        const parent = stack[stack.length - 1];
        parent.run = join(parent.run, top.run);
        continue;
      }
      top.child = child.nextSibling;
      if (child.nodeType === 3 || child.nodeType === 4) top.run = join(top.run, textRun(child));
      else if (child.nodeType === 1) {
        const known = runs.get(child);
        if (known) top.run = join(top.run, known);
        else stack.push({ node: child, child: child.firstChild, run: NONE });
      }
    }
  };
  return {
    textLength(node) {
      current();
      return (runs.get(node) ?? elementRun(node)).length;
    },
    elementsUnder<T>(root: object, list: () => ElementList<T>): ElementList<T> {
      current();
      let known = lists.get(root) as ElementList<T> | undefined;
      if (!known) lists.set(root, (known = list()));
      return known;
    },
    stop() {
      stopped = true;
      observer.disconnect();
      runs = new Map();
      lists = new Map();
    },
  };
}
