import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives; on `port` when given (a mail server coming back). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return { port: address.port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A header of a received mail, unfolded (undefined when absent). */
export function mailHeader(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The text of a received mail with quoted-printable soft line breaks joined. */
export const mailText = (mail: ReceivedMail) => mail.raw.replace(/=\r?\n/g, '');

/** A port with nothing listening on it. */
export async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A mail server that accepts connections and never answers: a send to it stays in flight (until
 * nodemailer's greeting timeout), as when a server is stopped or killed mid-send.
 */
export async function startSilentSmtp(): Promise<{ port: number; connections(): number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The settings of an app that mails through `port`, with the addresses the mail tests read. */
export const mailEnv = (port: number): Record<string, string> => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  NOTIFY_EMAIL: 'principal@firm.example',
  PUBLIC_URL: 'https://debt.example.com',
});
