import type { CheerioAPI } from 'cheerio';
import { type Thing } from './structured.js';
import { type LabelPair } from './labels.js';
import { type MainContent } from '../main-content.js';
export declare class Page {
    readonly html: string;
    readonly url: string;
    readonly $: CheerioAPI;
    private cache;
    constructor(html: string, url: string);
    private once;
    /** a value derived from the page, computed on first use (several fields share it) */
    remember<T>(key: string, make: () => T): T;
    get jsonLd(): Thing[];
    get microdata(): Thing[];
    /** JSON-LD first (it is the more complete), then microdata */
    get things(): Thing[];
    get meta(): Map<string, string[]>;
    get labels(): LabelPair[];
    /** the text people see: text nodes outside scripts, styles, templates and hidden elements, one space apart */
    get visibleText(): string;
    /** readable article text (a second parse, so only when a field needs it) */
    get content(): MainContent;
    metaFirst(...keys: string[]): string | null;
}
//# sourceMappingURL=page.d.ts.map