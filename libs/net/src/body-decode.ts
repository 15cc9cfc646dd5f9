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

/** Collects a stream up to maxBytes; more is page_too_large. A stream that closes before its end rejects. */
export function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  // Listeners rather than for await: an async iterator costs a promise per chunk and more per body.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const finish = (): void => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
    };
    const onData = (chunk: Buffer): void => {
      total += chunk.length;
      if (total > maxBytes) {
        finish();
        stream.destroy();
        reject(new GleanerError('page_too_large', `response is larger than ${maxBytes} bytes`, { details: { maxBytes } }));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      finish();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (err: Error): void => {
      finish();
      reject(err);
    };
    const onClose = (): void => {
      finish();
      reject(Object.assign(new Error('the body was cut off before its end'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
    stream.once('close', onClose);
  });
}

function charsetOf(contentType: string): string | undefined {
  return /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
}

/** Charset from Content-Type, else from a <meta> in the first 2 KB, else utf-8. */
export function pickCharset(contentType: string, body: Buffer): string {
  const fromHeader = charsetOf(contentType);
  if (fromHeader && /^utf-?8$/i.test(fromHeader)) return 'utf-8';
  if (fromHeader && iconv.encodingExists(fromHeader)) return fromHeader.toLowerCase();
  const head = body.subarray(0, 2048).toString('latin1');
  const meta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  if (meta && iconv.encodingExists(meta)) return meta.toLowerCase();
  return 'utf-8';
}

export function decodeBody(contentType: string, body: Buffer): string {
  const charset = pickCharset(contentType, body);
  if (charset === 'utf-8' || charset === 'utf8') {
    const text = body.toString('utf8');
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }
  return iconv.decode(body, charset);
}
