import type { IndexFile } from './index-file.js';
import type { ResearchDocument } from './types.js';
export declare function indexDocuments(documents: ResearchDocument[], engine: IndexFile['engine']): IndexFile;
//# sourceMappingURL=build.d.ts.map