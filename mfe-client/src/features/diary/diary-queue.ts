import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isApiError, sendDiaryEntry, sendDiaryPhoto } from '@clinic/api-client';
import type { DiaryEntry, DiaryEntryRequest, FoodAmount, Nutrients } from '@clinic/contracts';
import { DIARY_QUEUE_PREFIX } from './diary-queue-key';

/**
 * Diary entries not yet stored by the server, kept in localStorage per user so that an entry logged
 * on a phone without a connection is never lost: not with the tab closed, not after a failed send.
 * Each entry carries the `clientEntryId` made when the client tapped Log, so sending it again (a
 * retry after a lost answer, two tabs) stores it once. An entry leaves the queue only after a 2xx,
 * or is kept as failed, with the server's message, after a 4xx that says the entry itself is wrong.
 */
/**
 * A photo chosen offline is kept with the entry only up to this size (as a data URL, a third larger):
 * localStorage holds about 5 MB for the whole app, and the kept reads share it.
 */
export const QUEUED_PHOTO_MAX_BYTES = 300 * 1024;

export interface QueuedEntry {
  request: DiaryEntryRequest;
  /** What the day view shows while the entry waits: the foods as chosen, or the planned meal's. */
  preview: { items: FoodAmount[]; nutrients: Nutrients };
  /** A small photo, as a data URL, sent after the entry. */
  photo?: string;
  /** The photo could not be kept with the queued entry (too large for this device's storage). */
  photoDropped?: boolean;
  /** Set once the server stored the entry and only its photo is left to send. */
  entryId?: string;
  state: 'waiting' | 'failed';
  /** The server's message for a failed entry. */
  error?: string;
  queuedAt: number;
}

const storageKey = (userId: string) => `${DIARY_QUEUE_PREFIX}${userId}`;
const listeners = new Set<() => void>();
const sentListeners = new Set<(entry: DiaryEntry | null) => void>();
/** The last read of each user's queue, so useSyncExternalStore sees the same array until it changes. */
const snapshots = new Map<string, { text: string | null; entries: QueuedEntry[] }>();

export function readQueue(userId: string): QueuedEntry[] {
  const text = localStorage.getItem(storageKey(userId));
  const known = snapshots.get(userId);
  if (known && known.text === text) return known.entries;
  let entries: QueuedEntry[] = [];
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    entries = Array.isArray(parsed) ? (parsed as QueuedEntry[]) : [];
  } catch {
    entries = [];
  }
  snapshots.set(userId, { text, entries });
  return entries;
}

/** Writes the queue; false when the browser refused (storage full), so the caller can say so. */
function writeQueue(userId: string, entries: QueuedEntry[]): boolean {
  try {
    if (entries.length === 0) localStorage.removeItem(storageKey(userId));
    else localStorage.setItem(storageKey(userId), JSON.stringify(entries));
  } catch {
    return false;
  }
  listeners.forEach((listener) => listener());
  return true;
}

function update(userId: string, clientEntryId: string, change: (entry: QueuedEntry) => QueuedEntry | null): void {
  const entries = readQueue(userId).flatMap((e) => {
    if (e.request.clientEntryId !== clientEntryId) return [e];
    const next = change(e);
    return next ? [next] : [];
  });
  writeQueue(userId, entries);
}

/** Adds an entry (before anything is sent); false when the device could not store it. */
export function enqueue(userId: string, entry: QueuedEntry): boolean {
  return writeQueue(userId, [...readQueue(userId).filter((e) => e.request.clientEntryId !== entry.request.clientEntryId), entry]);
}

/** Drops an entry the client chose to give up (a failed one). */
export const discard = (userId: string, clientEntryId: string) => update(userId, clientEntryId, () => null);

/** Called after the server stored an entry (to refresh what the screens show). */
export function onDiarySent(listener: (entry: DiaryEntry | null) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** The user's queue, live: re-renders when it changes in this tab or another. */
export function useDiaryQueue(userId: string | undefined): QueuedEntry[] {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      const onStorage = (event: StorageEvent) => event.key?.startsWith(DIARY_QUEUE_PREFIX) && onChange();
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('storage', onStorage);
      };
    },
    () => (userId ? readQueue(userId) : EMPTY),
  );
}
const EMPTY: QueuedEntry[] = [];

/**
 * A 4xx that judges the entry itself (bad amounts, a date too far back, a retired food): sending it
 * again cannot succeed. Not 401 (signed out meanwhile: sent after signing in again), 408 or 429.
 */
const isRejection = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

function dataUrlToBlob(dataUrl: string): Blob {
  const [head, body] = dataUrl.split(',', 2);
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** Photos too large to queue, held in memory for the send that is tried at once (online). */
const photosInMemory = new Map<string, Blob>();
export const holdPhoto = (clientEntryId: string, photo: Blob) => photosInMemory.set(clientEntryId, photo);

const flushing = new Map<string, Promise<void>>();

/**
 * Sends the user's waiting entries, oldest first, one at a time; stops at the first failure of the
 * connection or the server (the rest would fail the same way) and leaves them queued. One run per
 * user at a time: a reconnect while a run is going joins it.
 */
export function flushQueue(userId: string): Promise<void> {
  const running = flushing.get(userId);
  if (running) return running.then(() => flushQueue(userId));
  const run = (async () => {
    const tried = new Set<string>();
    for (;;) {
      const next = readQueue(userId).find((e) => e.state === 'waiting' && !tried.has(e.request.clientEntryId));
      if (!next) return;
      const id = next.request.clientEntryId;
      tried.add(id);
      let entryId = next.entryId;
      let stored: DiaryEntry | null = null;
      try {
        if (!entryId) {
          stored = await sendDiaryEntry(next.request);
          entryId = stored._id;
        }
        const photo = next.photo ? dataUrlToBlob(next.photo) : photosInMemory.get(id);
        if (photo) {
          // Stored before the photo is tried: a failed photo must not send the entry again.
          update(userId, id, (e) => ({ ...e, entryId }));
          await sendDiaryPhoto(entryId, photo);
        }
        photosInMemory.delete(id);
        update(userId, id, () => null);
        sentListeners.forEach((listener) => listener(stored));
      } catch (error) {
        if (!isRejection(error)) return;
        update(userId, id, (e) => ({ ...e, entryId, state: 'failed', error: error instanceof Error ? error.message : String(error) }));
        if (entryId) sentListeners.forEach((listener) => listener(stored));
      }
    }
  })().finally(() => flushing.delete(userId));
  flushing.set(userId, run);
  return run;
}

let syncUser: string | undefined;
let listening = false;

/**
 * Sends the signed-in user's queue now and each time the connection returns. Called by the diary's
 * screens with the reader's id; the listener is added once for the life of the page.
 */
export function startDiarySync(userId: string): void {
  syncUser = userId;
  if (!listening) {
    listening = true;
    // The app's one notion of "online" (TanStack Query's manager, which the shell's banner follows).
    onlineManager.subscribe((online) => {
      if (online && syncUser) void flushQueue(syncUser);
    });
  }
  if (onlineManager.isOnline()) void flushQueue(userId);
}
