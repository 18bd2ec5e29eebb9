import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';

export interface Correo {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * The portal's outgoing e-mail (nodemailer). On only when SMTP_URL and MAIL_FROM are both set; otherwise
 * `configurado` is false and nothing ever tries to send.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private transport?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configurado(): boolean {
    return Boolean(this.config.avisos.smtpUrl && this.config.avisos.mailFrom);
  }

  /** Resolves when the server accepted the message; rejects otherwise (the caller retries later). */
  async enviar(correo: Correo): Promise<void> {
    if (!this.configurado) throw new Error('SMTP is not configured');
    // Bounded waits: a mail server that does not answer fails the send (retried later) instead of holding it for minutes.
    this.transport ??= createTransport({ url: this.config.avisos.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
    await this.transport.sendMail({ ...correo, from: this.config.avisos.mailFrom });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for an HTML body: every value that reaches a mail's HTML goes through this. */
export const html = (v: string): string => v.replace(/[&<>"']/g, (c) => ESCAPES[c]);
