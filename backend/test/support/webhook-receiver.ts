import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: IncomingMessage['headers'];
  body: string;
  json: any;
  answered: number;
}

/**
 * A webhook receiver on a random loopback port: records every delivery and answers with the status
 * `answer` picks (200 unless told otherwise), as an integrator's endpoint would.
 */
export async function startReceiver() {
  const received: ReceivedDelivery[] = [];
  let answer: (delivery: Omit<ReceivedDelivery, 'answered'>) => number = () => 200;
  const waiters: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const delivery = { headers: req.headers, body, json: JSON.parse(body) };
      const status = answer(delivery);
      received.push({ ...delivery, answered: status });
      waiters.splice(0).forEach((wake) => wake());
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answerWith(fn: typeof answer) {
      answer = fn;
    },
    /** Waits until `predicate` holds over what has arrived (or fails after `ms`). */
    async waitFor(predicate: (all: ReceivedDelivery[]) => boolean, ms = 10_000): Promise<void> {
      const until = Date.now() + ms;
      while (!predicate(received)) {
        if (Date.now() > until) throw new Error(`receiver: condition not met after ${ms} ms (${received.length} deliveries)`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
