import { createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A free loopback port: a mail server can be started on it later, or never (a server that is down). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * A real SMTP server on loopback (no TLS, no sign-in) that parses every message it accepts with
 * mailparser, so tests read what a mail client would.
 */
export async function startSmtpServer(port = 0) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    received,
    async waitFor(check: (all: ParsedMail[]) => boolean, timeoutMs = 10_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (!check(received)) {
        if (Date.now() > until) throw new Error(`Mail not received in ${timeoutMs} ms (got ${received.length}: ${received.map((m) => m.subject).join('; ')})`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;
