import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

// An S3 stand-in for tests: s3rver on 127.0.0.1 and a free port, storing under a temporary
// directory (or a given one, kept). It does not verify signatures or expiry of presigned links, and has no lifecycle rules.

export interface S3StandIn {
  endpoint: string;
  /** The GLEANER_S3_* settings that point the service at it (the bucket is made on first use). */
  env(bucket: string): Record<string, string>;
  stop(): Promise<void>;
}

export interface S3StandInOptions {
  /** Keep the objects in this directory, left in place at stop (default: a temporary one, removed at stop). */
  directory?: string;
}

export async function startS3StandIn(options: S3StandInOptions = {}): Promise<S3StandIn> {
  const kept = options.directory !== undefined;
  if (kept) fs.mkdirSync(options.directory!, { recursive: true });
  const directory = options.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket) => ({ GLEANER_S3_ENDPOINT: endpoint, GLEANER_S3_BUCKET: bucket, GLEANER_S3_ACCESS_KEY_ID: 'S3RVER', GLEANER_S3_SECRET_ACCESS_KEY: 'S3RVER', GLEANER_S3_FORCE_PATH_STYLE: 'true' }),
    async stop() {
      await server.close();
      if (!kept) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
