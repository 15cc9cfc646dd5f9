import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '@gleaner/platform';
import type { DeliveryRecord } from './deliveries.js';
import type { PostOutcome } from './delivery-post.js';

// One e-mail attempt over SMTP (nodemailer, one pooled transport per dispatcher). The SMTP server
// is the operator's (GLEANER_SMTP_URL), so the network guard does not apply to it; its URL may hold
// a password and is never logged. Accepted: delivered. A 4xx reply or no connection: tried again.
// A 5xx reply (no such mailbox, refused): failed at once. No server configured: failed, recorded.

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

const ADDRESS = /^[^\s@<>()",;:\\]+@[^\s@<>()",;:\\]+$/;

export class MailSender {
  private transport?: Transporter;

  constructor(
    private readonly mail: { smtpUrl?: string; from: string } | undefined,
    private readonly clock: Clock,
    private readonly timeoutMs: number,
  ) {}

  private transporter(): Transporter | undefined {
    if (!this.mail?.smtpUrl) return undefined;
    this.transport ??= nodemailer.createTransport(this.mail.smtpUrl, {
      from: this.mail.from,
      pool: true,
      connectionTimeout: this.timeoutMs,
      greetingTimeout: this.timeoutMs,
      socketTimeout: this.timeoutMs,
      // The password is in the URL: no transcript of the session in any log.
      logger: false,
      debug: false,
    } as nodemailer.TransportOptions);
    return this.transport;
  }

  async send(record: DeliveryRecord, attempt: number): Promise<PostOutcome> {
    const at = new Date(this.clock.now()).toISOString();
    const started = performance.now();
    const fail = (retry: boolean, code: string, message: string, status?: number): PostOutcome => ({
      result: { errorCode: retry ? 'service_unavailable' : code },
      recorded: { attempt, at, duration_ms: Math.round(performance.now() - started), ...(status ? { status_code: status } : {}), error: { code, message } },
    });
    const to = record.url.replace(/^mailto:/i, '');
    if (!ADDRESS.test(to)) return fail(false, 'invalid_parameter', 'the e-mail address is not a plain address');
    const transport = this.transporter();
    if (!transport) return fail(false, 'service_unavailable', 'no SMTP server is configured (GLEANER_SMTP_URL)');
    let message: MailMessage;
    try {
      message = JSON.parse(record.body) as MailMessage;
    } catch {
      return fail(false, 'internal_error', 'the stored message could not be read');
    }
    try {
      const info = await transport.sendMail({
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'X-Gleaner-Delivery': record.id, 'X-Gleaner-Event': record.event },
      });
      const code = Number(/^(\d{3})/.exec(String(info.response ?? '250'))?.[1] ?? 250);
      return { result: { statusCode: 250 }, recorded: { attempt, at, duration_ms: Math.round(performance.now() - started), status_code: code } };
    } catch (err) {
      const e = err as { responseCode?: number; code?: string; message?: string };
      const status = e.responseCode;
      const text = `${e.code ? `${e.code}: ` : ''}${(e.message ?? 'the SMTP server did not take the message').slice(0, 300)}`.replace(/\/\/[^@\s]*@/g, '//');
      if (status !== undefined && status >= 500) return fail(false, 'smtp_rejected', text, status);
      if (status !== undefined && status >= 400) return fail(true, 'smtp_deferred', text, status);
      if (e.code === 'ETIMEDOUT') return fail(true, 'timeout', text);
      return fail(true, 'url_not_accessible', text);
    }
  }

  close(): void {
    this.transport?.close();
    this.transport = undefined;
  }
}
