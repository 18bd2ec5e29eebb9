import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpDePrueba {
  /** SMTP_URL for the app (plain SMTP: the bundled certificate of smtp-server is expired). */
  url: string;
  /** Every message accepted so far, parsed, with the envelope's recipients. */
  mensajes: (ParsedMail & { para: string[] })[];
  /** While true the server refuses every message (a mail server that is down for the app). */
  rechazar: boolean;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives (smtp-server + mailparser). */
export async function startSmtp(): Promise<SmtpDePrueba> {
  const estado: SmtpDePrueba = { url: '', mensajes: [], rechazar: false, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (estado.rechazar) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Servicio no disponible'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          estado.mensajes.push(Object.assign(mail, { para: session.envelope.rcptTo.map((r) => r.address) }));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  estado.url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  estado.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return estado;
}
