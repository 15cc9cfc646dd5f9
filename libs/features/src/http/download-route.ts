import type { IncomingMessage, ServerResponse } from 'node:http';
import { rawOperations } from '@gleaner/contract';
import type { ApiServer } from './api-server.js';

// Download links (GET/HEAD <DOWNLOAD_BASE_URL>/<key>), served by the file store's own handler at the
// path of DOWNLOAD_BASE_URL; the key, slashes included, is the rest of the path.

export function mountDownloads(server: ApiServer, downloads: { mountPath: string; handler: (req: IncomingMessage, res: ServerResponse) => void }): void {
  server.mountRaw(rawOperations.downloadFile, downloads.handler, `${downloads.mountPath}/*`);
}
