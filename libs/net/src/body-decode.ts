// Reads a response body with a byte limit (counted after decompression, so a gzip bomb stops
// early) and decodes it to text using the charset of Content-Type or of a <meta> tag.
import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import iconv from 'iconv-lite';
import { GleanerError } from '@gleaner/platform';

export function decompressed(res: IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '').trim().toLowerCase();
  const flush = { flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH };
  if (encoding === 'gzip' || encoding === 'x-gzip') return res.pipe(zlib.createGunzip(flush));
  // Lenient like browsers: a truncated or empty compressed body gives what it holds, not an error.
  if (encoding === 'br') return res.pipe(zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }));
  // "deflate" should be zlib-wrapped, but some servers send raw deflate: the first byte tells
  // them apart (a zlib header's low nibble is 8).
  if (encoding === 'deflate') {
    let decoder: zlib.Inflate | zlib.InflateRaw | undefined;
    const out = new PassThrough();
    res.once('data', (first: Buffer) => {
      res.pause();
      decoder = (first[0] & 0x0f) === 0x08 ? zlib.createInflate(flush) : zlib.createInflateRaw(flush);
      decoder.on('error', (e) => out.destroy(e));
      decoder.pipe(out);
      decoder.write(first);
      res.pipe(decoder);
    });
    res.once('end', () => decoder ?? out.end());
    res.once('error', (e) => out.destroy(e));
    return out;
  }
  return res;
}

/** Collects a stream up to maxBytes; more is page_too_large. */
export async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      stream.destroy();
      throw new GleanerError('page_too_large', `response is larger than ${maxBytes} bytes`, { details: { maxBytes } });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, total);
}

function charsetOf(contentType: string): string | undefined {
  return /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
}

/** Charset from Content-Type, else from a <meta> in the first 2 KB, else utf-8. */
export function pickCharset(contentType: string, body: Buffer): string {
  const fromHeader = charsetOf(contentType);
  if (fromHeader && iconv.encodingExists(fromHeader)) return fromHeader.toLowerCase();
  const head = body.subarray(0, 2048).toString('latin1');
  const meta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  if (meta && iconv.encodingExists(meta)) return meta.toLowerCase();
  return 'utf-8';
}

export function decodeBody(contentType: string, body: Buffer): string {
  const charset = pickCharset(contentType, body);
  if (charset === 'utf-8' || charset === 'utf8') return body.toString('utf8').replace(/^\uFEFF/, '');
  return iconv.decode(body, charset);
}
