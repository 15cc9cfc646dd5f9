// The change page: its HTML, its link and the handler the API mounts at /v1/changes/{checkId}/{token}.
export { renderDiffPage, MAX_VALUE_CHARS, type DiffPageView } from './render.js';
export { rowsOf, markedPair, MAX_WORD_EDITS, type DiffRow } from './diff-rows.js';
export { newDiffToken, sameToken, diffLinkOf } from './diff-link.js';
export { diffPageHandler, checkAndTokenOf, type DiffPageSource, type DiffPageDeps, type RawHandler } from './handler.js';
export { PAGE_CSP, PAGE_CSP_HEADER } from './page-policy.js';
