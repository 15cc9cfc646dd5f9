"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=scored.js.map