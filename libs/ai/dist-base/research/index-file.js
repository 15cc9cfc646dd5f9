"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ReadIndex = void 0;
exports.encodeIndex = encodeIndex;
exports.decodeIndex = decodeIndex;
exports.fromFloats = fromFloats;
const bm25_js_1 = require("./bm25.js");
class ReadIndex {
    file;
    bytes;
    bm25;
    vectors;
    /** the sources left out (deleted or expired since indexing), by their place in file.sources */
    goneSources;
    /** the last view without some sources */
    view = null;
    constructor(file, bytes, base) {
        this.file = file;
        this.bytes = bytes;
        this.goneSources = base?.gone ?? new Set();
        this.bm25 = new bm25_js_1.Bm25(file.bm25, this.goneSources.size ? (p) => this.isLive(p) : undefined);
        this.vectors = base ? base.vectors : file.vectors ? file.vectors.map((b) => toFloats(b)) : null;
    }
    get engine() {
        return this.file.engine;
    }
    /** Whether a passage's source is still there (searched, quoted and cited). */
    isLive(passage) {
        return !this.goneSources.has(this.file.passages[passage].s);
    }
    /**
     * This index as if the sources `ids` had never been in it: their passages are neither searched
     * nor counted. A view over the same passages, postings and vectors (nothing copied), kept for the
     * next asks, which mostly leave out the same sources.
     */
    without(ids) {
        if (!ids?.length)
            return this;
        const wanted = new Set(ids);
        const gone = new Set();
        this.file.sources.forEach((s, i) => wanted.has(s.id) && gone.add(i));
        if (!gone.size)
            return this;
        const key = [...gone].join(',');
        if (this.view?.key !== key)
            this.view = { key, index: new ReadIndex(this.file, this.bytes, { vectors: this.vectors, gone }) };
        return this.view.index;
    }
    sourceOf(passage) {
        return this.file.sources[this.file.passages[passage].s];
    }
    textOf(passage) {
        return this.file.passages[passage].t;
    }
}
exports.ReadIndex = ReadIndex;
function encodeIndex(file) {
    return Buffer.from(JSON.stringify(file), 'utf8');
}
function decodeIndex(bytes) {
    const file = JSON.parse(bytes.toString('utf8'));
    if (file.v !== 1)
        throw new Error(`research index of version ${String(file.v)}: this build reads version 1`);
    return new ReadIndex(file, bytes.length * 3);
}
function fromFloats(v) {
    return Buffer.from(new Float32Array(v).buffer).toString('base64');
}
function toFloats(b64) {
    // copied: a small Buffer sits in a shared pool at an offset a Float32Array may not start at
    return new Float32Array(Uint8Array.from(Buffer.from(b64, 'base64')).buffer);
}
//# sourceMappingURL=index-file.js.map