import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

// A local SMTP server for tests of e-mail alerts: 127.0.0.1, a random port, no TLS, no auth; it
// keeps every message it accepted (parsed), and can answer 451 to the first N messages (retries)
// or 550 to some recipients (a final refusal).

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** Messages refused (451 or 550) so far. */
  refused: number;
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** The first N messages are answered 451 (try again later). */
  failFirst?: number;
  /** These recipients are answered 550 (no such mailbox). */
  rejectRecipients?: string[];
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let seen = 0;
  const sink = { refused: 0 };
  const rejected = new Set((options.rejectRecipients ?? []).map((r) => r.toLowerCase()));
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejected.has(address.address.toLowerCase())) {
        sink.refused++;
        const err = Object.assign(new Error('no such mailbox'), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        seen++;
        if (seen <= (options.failFirst ?? 0)) {
          sink.refused++;
          return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            const to = ([] as { value: { address?: string }[] }[]).concat((mail.to as never) ?? []).flatMap((a) => a.value.map((v) => v.address ?? ''));
            messages.push({ from: mail.from?.text ?? '', to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '', headers: mail.headers });
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refused() {
      return sink.refused;
    },
    async waitFor(n, timeoutMs = 15_000) {
      const end = Date.now() + timeoutMs;
      while (messages.length < n) {
        if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${n} e-mails (${messages.length} came)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
