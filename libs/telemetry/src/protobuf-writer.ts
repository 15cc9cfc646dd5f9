import type { HrTime } from '@opentelemetry/api';

// The protobuf primitives the OTLP encoder writes, into one growing scratch buffer: a length-
// delimited body gets a one-byte length prefix reserved and is moved only when its length needs
// more (rare: spans and batches; never a key, a short value or an id).

export class Writer {
  buf: Buffer = Buffer.allocUnsafe(64 * 1024);
  pos = 0;

  ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + n) size *= 2;
    const next = Buffer.allocUnsafe(size);
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }

  /** A tag of a field below 16 (one byte) or below 2048 (two). */
  tag(field: number, wire: number): void {
    this.varint32((field << 3) | wire);
  }

  varint32(v: number): void {
    const buf = this.buf;
    v >>>= 0;
    while (v > 127) {
      buf[this.pos++] = (v & 127) | 128;
      v >>>= 7;
    }
    buf[this.pos++] = v;
  }

  /** A varint of any integer a JS number holds exactly (negatives as 64-bit two's complement). */
  varint64(value: number): void {
    if (value >= 0 && value <= 0xffffffff) return this.varint32(value);
    let low: number;
    let high: number;
    if (value >= 0) {
      low = value >>> 0;
      high = (value / 4294967296) >>> 0;
    } else {
      const abs = Math.abs(value);
      low = ~(abs >>> 0) >>> 0;
      high = ~((abs / 4294967296) >>> 0) >>> 0;
      low = (low + 1) >>> 0;
      if (low === 0) high = (high + 1) >>> 0;
    }
    const buf = this.buf;
    while (high > 0 || low > 127) {
      buf[this.pos++] = (low & 127) | 128;
      low = ((low >>> 7) | (high << 25)) >>> 0;
      high >>>= 7;
    }
    buf[this.pos++] = low & 127;
  }

  fixed32(v: number): void {
    this.buf.writeUInt32LE(v >>> 0, this.pos);
    this.pos += 4;
  }

  /** An HrTime [s, ns] as fixed64 nanoseconds (s * 1e9 overflows 2^53, so in two 32-bit halves). */
  hrTime(time: HrTime): void {
    const seconds = time[0];
    const lowSeconds = seconds & 0xffff;
    const highSeconds = (seconds / 65536) >>> 0;
    const fromLow = lowSeconds * 1e9;
    const fromHigh = highSeconds * 1e9;
    const low = (fromLow >>> 0) + (((fromHigh & 0xffff) * 65536) >>> 0) + time[1];
    const high = Math.floor(fromLow / 4294967296) + ((fromHigh / 65536) >>> 0) + Math.floor(low / 4294967296);
    this.buf.writeUInt32LE(low >>> 0, this.pos);
    this.buf.writeUInt32LE(high >>> 0, this.pos + 4);
    this.pos += 8;
  }

  double(v: number): void {
    this.buf.writeDoubleLE(v, this.pos);
    this.pos += 8;
  }

  /** A string with its length prefix: ASCII byte by byte (most of ours), else Node's UTF-8 writer. */
  string(s: string): void {
    const n = s.length;
    this.ensure(n * 3 + 5);
    const buf = this.buf;
    if (n < 128) {
      let p = this.pos + 1;
      let i = 0;
      for (; i < n; i++) {
        const c = s.charCodeAt(i);
        if (c > 127) break;
        buf[p++] = c;
      }
      if (i === n) {
        buf[this.pos] = n;
        this.pos = p;
        return;
      }
    }
    const start = this.begin();
    this.pos += buf.write(s, this.pos, 'utf8');
    this.end(start);
  }

  bytes(b: Uint8Array): void {
    this.ensure(b.length + 5);
    this.varint32(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }

  /** 8 or 16 bytes from a hex id, length prefix included, with no intermediate array. */
  hexId(hex: string): void {
    const buf = this.buf;
    const n = hex.length >>> 1;
    buf[this.pos++] = n;
    for (let i = 0; i < hex.length; i += 2) buf[this.pos++] = (nibble(hex.charCodeAt(i)) << 4) | nibble(hex.charCodeAt(i + 1));
  }

  /** Reserves a one-byte length prefix; returns where the body starts. */
  begin(): number {
    this.pos += 1;
    return this.pos;
  }

  /** Writes the body's length before it, moving the body when the length takes more than one byte. */
  end(bodyStart: number): void {
    const length = this.pos - bodyStart;
    if (length < 128) {
      this.buf[bodyStart - 1] = length;
      return;
    }
    const extra = varintSize(length) - 1;
    this.ensure(extra);
    this.buf.copyWithin(bodyStart + extra, bodyStart, this.pos);
    const end = this.pos + extra;
    this.pos = bodyStart - 1;
    this.varint32(length);
    this.pos = end;
  }
}

function nibble(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  return c - 55;
}

function varintSize(v: number): number {
  return v < 128 ? 1 : v < 16384 ? 2 : v < 2097152 ? 3 : v < 268435456 ? 4 : 5;
}
