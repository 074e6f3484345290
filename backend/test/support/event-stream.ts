import type { HttpClient } from './http-client';

export interface StreamEvent {
  event: string;
  data: any;
}

/**
 * Opens a server-sent event stream as the given client and collects its events, for asserting
 * what arrives live. Parsing follows the text/event-stream format (blank line ends an event).
 */
/** An `error` event (the server ended the stream) carries plain text, every other one JSON. */
function parseData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

export async function openEventStream(http: HttpClient, path: string) {
  const controller = new AbortController();
  const cookie = http.cookie('clinic_session');
  const response = await fetch(http.baseUrl + path, {
    headers: cookie ? { cookie: `clinic_session=${cookie}`, accept: 'text/event-stream' } : { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  let endedByServer = false;
  const done = (async () => {
    if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) {
          endedByServer = true;
          break;
        }
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
          const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
          if (!data && !lines.some((l) => l.startsWith('event: '))) continue;
          events.push({ event, data: data ? parseData(data) : '' });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted
    }
  })();

  return {
    response,
    events,
    /** Settles when the server ends the stream (or it is aborted). */
    ended: done,
    /** Resolves with the first collected event matching, waiting up to `timeoutMs`. */
    async next(predicate: (e: StreamEvent) => boolean, timeoutMs = 5000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    /** Whether the server ended the stream (a browser's EventSource would reconnect). */
    async closedByServer(): Promise<boolean> {
      return endedByServer;
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}
