import type { MessageEvent as LiveEvent } from '@clinic/contracts';

type Listener = (event: LiveEvent) => void;

const EVENTS_URL = '/api/messages/events';
/**
 * Every type the stream sends, as keys of a record of all of them, so a type added to the contract
 * and not listened for fails typecheck (the bell's `notification` once went unheard until its poll).
 */
const LISTENED: Record<LiveEvent['type'], true> = { message: true, deleted: true, unread: true, notification: true };
const EVENT_TYPES = Object.keys(LISTENED) as LiveEvent['type'][];
/** Waits before reopening a refused stream: 1 s, doubling to at most a minute, while someone listens. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 60_000;
const listeners = new Set<Listener>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let refusals = 0;

function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  const opened = new EventSource(EVENTS_URL, { withCredentials: true });
  source = opened;
  for (const type of EVENT_TYPES) {
    opened.addEventListener(type, (e) => {
      let event: LiveEvent;
      try {
        event = JSON.parse((e as MessageEvent<string>).data) as LiveEvent;
      } catch {
        return;
      }
      listeners.forEach((listener) => listener(event));
    });
  }
  opened.addEventListener('open', () => {
    refusals = 0;
  });
  // The browser reconnects by itself after a network error, but a refused stream (a 5xx while the
  // server starts, a 401 between sessions) is closed for good; without a retry the bell would wait
  // for its 5-minute poll, and an open thread for the next page load.
  opened.addEventListener('error', () => {
    if (opened.readyState !== EventSource.CLOSED || source !== opened) return;
    source = null;
    scheduleRetry();
  });
}

function scheduleRetry(): void {
  if (retryTimer || listeners.size === 0) return;
  const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** refusals);
  refusals += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (listeners.size > 0) open();
  }, delay);
}

function close(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  refusals = 0;
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
