"use strict";
// The public contract of the extraction engines.
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=types.js.map