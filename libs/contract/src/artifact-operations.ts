import { defineOperations, type JsonSchema } from './operation.js';
import { idParams, object, pageQuery, sortQuery } from './common.js';

// List, get and delete of file-backed records (PDFs, screenshots): one shape for both areas.

export function artifactReadOperations(spec: { area: 'pdf' | 'screenshot'; tag: string; noun: string; plural: string; record: (withSettings: boolean) => JsonSchema }) {
  const { area, tag, noun, plural } = spec;
  const title = noun[0].toUpperCase() + noun.slice(1);
  return defineOperations({
    list: {
      id: `list${title}s`, method: 'get', path: `/v1/${area}/list`, tag, auth: 'key', usageName: `${area}/list`, paginated: 'snake',
      summary: `${plural} not yet expired`, query: object({ ...pageQuery, ...sortQuery(['created_at', 'url', 'file_size']) }),
      response: { type: 'array', items: spec.record(false) },
    },
    get: {
      id: `get${title}`, method: 'get', path: `/v1/${area}/{id}`, tag, auth: 'key', usageName: area, params: idParams,
      summary: `One ${noun} with its settings`, response: spec.record(true), errors: ['not_found'],
    },
    remove: {
      id: `delete${title}`, method: 'delete', path: `/v1/${area}/{id}`, tag, auth: 'key', usageName: area, params: idParams, messageOnly: true,
      summary: `Delete a ${noun}; its link stops working`, errors: ['not_found'],
    },
  });
}

/** The list, get and delete operations of a file-backed area. */
export type ArtifactReadOperations = ReturnType<typeof artifactReadOperations>;
