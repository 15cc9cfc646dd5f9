"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.checkClaim = exports.analyseQuestion = exports.rankAnswers = exports.findAnswer = void 0;
var find_js_1 = require("./find.js");
Object.defineProperty(exports, "findAnswer", { enumerable: true, get: function () { return find_js_1.findAnswer; } });
Object.defineProperty(exports, "rankAnswers", { enumerable: true, get: function () { return find_js_1.rankAnswers; } });
var question_js_1 = require("./question.js");
Object.defineProperty(exports, "analyseQuestion", { enumerable: true, get: function () { return question_js_1.analyseQuestion; } });
var claim_js_1 = require("./claim.js");
Object.defineProperty(exports, "checkClaim", { enumerable: true, get: function () { return claim_js_1.checkClaim; } });
//# sourceMappingURL=index.js.map