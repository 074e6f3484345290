import type { MessageEvent as LiveEvent } from '@clinic/contracts';

type Listener = (event: LiveEvent) => void;

const EVENTS_URL = '/api/messages/events';
/**
 * Every type the stream sends, as keys of a record of all of them, so a type added to the contract
 * and not listened for fails typecheck (the bell's `notification` once went unheard until its poll).
 */
const LISTENED: Record<LiveEvent['type'], true> = { message: true, deleted: true, unread: true, notification: true };
const EVENT_TYPES = Object.keys(LISTENED) as LiveEvent['type'][];
const listeners = new Set<Listener>();
let source: EventSource | null = null;

function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource(EVENTS_URL, { withCredentials: true });
  for (const type of EVENT_TYPES) {
    source.addEventListener(type, (e) => {
      let event: LiveEvent;
      try {
        event = JSON.parse((e as MessageEvent<string>).data) as LiveEvent;
      } catch {
        return;
      }
      listeners.forEach((listener) => listener(event));
    });
  }
  // The browser reconnects by itself after a network error; a refused stream (signed out) is closed
  // for good, and the next subscription after signing in opens a new one.
  source.addEventListener('error', () => {
    if (source?.readyState === EventSource.CLOSED) source = null;
  });
}

function close(): void {
  source?.close();
  source = null;
}

/**
 * Live message events for the signed-in user. One EventSource per tab, shared by the shell and every
 * remote (this module is a federation singleton), opened with the first subscriber and closed with
 * the last.
 */
export function subscribeToMessageEvents(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}

/** Drops the connection (after sign-in or sign-out) so the next one carries the current session. */
export function reconnectMessageEvents(): void {
  close();
  if (listeners.size > 0) open();
}
