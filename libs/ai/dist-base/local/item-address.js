"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.addressElements = addressElements;
const item_near_js_1 = require("./item-near.js");
const item_labels_js_1 = require("./item-labels.js");
/** the texts of the item's <address> elements, nearest its title first, each with its lines ("\n") */
function addressElements(page) {
    return (0, item_near_js_1.nearTitle)(page, 'address').map((el) => (0, item_labels_js_1.visibleLines)(page.$(el).text())).filter(Boolean);
}
//# sourceMappingURL=item-address.js.map