"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.withoutSiteName = withoutSiteName;
const site_name_js_1 = require("../content/site-name.js");
function withoutSiteName(page, title) {
    const names = page.remember('siteNames', () => (0, site_name_js_1.siteNamesOf)(page.meta, page.things, page.url));
    return (0, site_name_js_1.stripSiteName)(title, names);
}
//# sourceMappingURL=page-title.js.map