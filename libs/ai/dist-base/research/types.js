"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NOT_FOUND_TEXT = void 0;
exports.NOT_FOUND_TEXT = 'The sources do not contain an answer to this question.';
//# sourceMappingURL=types.js.map