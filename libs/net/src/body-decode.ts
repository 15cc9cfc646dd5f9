// Reads a response body with a byte limit (counted after decompression, so a gzip bomb stops
// early) and decodes it to text using the charset of Content-Type or of a <meta> tag.
import type { IncomingMessage } from 'node:http';
import { PassThrough, finished, pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import iconv from 'iconv-lite';
import { GleanerError } from '@gleaner/platform';

// pipeline's callback: a failure reaches the reader as the error of the last stream.
const ignore = (): void => undefined;

/**
 * The response's body, decoded per Content-Encoding. The streams are joined with pipeline, not
 * pipe: a source that fails or closes early fails the decoder at once (the reader does not wait
 * for its deadline), and a destroyed decoder destroys the source.
 */
export function decompressed(res: IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '').trim().toLowerCase();
  const flush = { flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH };
  if (encoding === 'gzip' || encoding === 'x-gzip') return pipeline(res, zlib.createGunzip(flush), ignore);
  // Lenient like browsers: a truncated or empty compressed body gives what it holds, not an error.
  if (encoding === 'br') return pipeline(res, zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }), ignore);
  // "deflate" should be zlib-wrapped, but some servers send raw deflate: the first byte tells
  // them apart (a zlib header's low nibble is 8).
  if (encoding === 'deflate') {
    const out = new PassThrough();
    let piped = false;
    res.once('data', (first: Buffer) => {
      piped = true;
      res.pause();
      const decoder = (first[0] & 0x0f) === 0x08 ? zlib.createInflate(flush) : zlib.createInflateRaw(flush);
      decoder.write(first);
      pipeline(res, decoder, out, ignore);
    });
    // Before its first byte the source is not piped yet: its end (an empty body), failure or early close is passed on here.
    finished(res, (err) => {
      if (!piped) (err ? out.destroy(err) : out.end());
    });
    return out;
  }
  return res;
}

/** Collects a stream up to maxBytes; more is page_too_large. A stream that fails or closes before its end rejects. */
export function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  // A listener and finished() rather than for await: an async iterator costs a promise per chunk.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer): void => {
      total += chunk.length;
      if (total > maxBytes) {
        stream.off('data', onData);
        stream.destroy(new GleanerError('page_too_large', `response is larger than ${maxBytes} bytes`, { details: { maxBytes } }));
        return;
      }
      chunks.push(chunk);
    };
    stream.on('data', onData);
    // finished() keeps its error listener after it calls back, so a late error cannot crash the process.
    finished(stream, (err) => {
      stream.off('data', onData);
      if (err) reject(err);
      else resolve(Buffer.concat(chunks, total));
    });
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
