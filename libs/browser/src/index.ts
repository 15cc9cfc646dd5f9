export * from './types.js';
export { BrowserPool } from './pool.js';
export { findChromium, chromiumArgs, type ChromiumArgsOptions } from './chromium.js';
export { plainScrape, guardedPlainFetch } from './plain-scrape.js';
export { imageSize, imageType, type ImageSize } from './image-size.js';
export * from './capture-size.js';
export { countPdfPages } from './pdf.js';
export * from './deadline.js';
export { MAX_CAPTURE_CHARS, type MonitorCaptureRequest, type MonitorCaptureResult } from './monitor-capture.js';
