import { defineOperations } from './operation.js';
import { object } from './common.js';

// The routes that answer something other than JSON and need no key: the change page (HTML, the
// token in the link is the permission) and file downloads (a signed link). They are in the OpenAPI
// document like every other route, but not in allOperations(): the JSON contract's tests (fuzzing,
// list ranges) have nothing to ask of them.

export const rawOperations = defineOperations({
  changePage: {
    id: 'getChangePage', method: 'get', head: true, path: '/v1/changes/{checkId}/{token}', tag: 'Monitoring', auth: 'none', rawResponse: true,
    produces: 'text/html', errorsAs: 'text/html',
    summary: "A check's change, side by side, as a web page (a monitor check's diffUrl)",
    description: 'No key: the token in the link is the permission. An unknown check, a wrong token or a link past its check\'s retention answer one plain 404 page; 503 (with Retry-After) when the store cannot be read.',
    errors: ['not_found', 'service_unavailable'],
  },
  downloadFile: {
    id: 'downloadFile', method: 'get', head: true, path: '/{key}', server: 'downloads', tag: 'Files', auth: 'none', rawResponse: true,
    produces: 'application/octet-stream',
    summary: 'A PDF or a screenshot by its signed link (a download_url)',
    description:
      'Under GLEANER_DOWNLOAD_BASE_URL; `key` is the rest of the path, slashes included. No Authorization header is needed (one sent is ignored). The Content-Type is the file\'s own. A changed, expired or deleted link answers 404 not_found, whichever it was; 503 while the file store cannot be reached. Where files are kept in S3 the operator may choose (GLEANER_S3_DOWNLOADS=redirect) a 302 to a presigned URL living 5 minutes instead of the file.',
    query: object({ expires: { type: 'string', description: 'unix seconds: the link works until then' }, sig: { type: 'string', description: 'the link\'s signature' } }, ['expires', 'sig']),
    errors: ['not_found', 'service_unavailable'],
  },
});
