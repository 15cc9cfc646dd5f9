"use strict";
// Whether a change of a monitored page matters to the person who watches it, by the monitor's
// prompt ("alert only when the price drops"), and a one-line summary of it.
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=types.js.map