import { onlineManager, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { readSession } from '../session/session-store';

/**
 * What a signed-in user last saw, kept so that the app still reads offline (issue 17): the answers
 * of the queries below, in localStorage under one key per user. localStorage rather than IndexedDB:
 * it is read synchronously, so the first render offline already has the data, and what is kept is
 * small (the first page of each list, capped below). Sign-out removes every user's copy.
 */
export const OFFLINE_KEY_PREFIX = 'clinic.offline.';

/**
 * Query key roots kept for offline reading: appointments, plans, progress and messages, the home
 * page's overview of them (the installed app opens on /home), and who may read them (a client's
 * care team, named above their progress: offline the line stayed empty), and the food diary's days
 * (issue 59: a phone logging a meal offline shows what was already logged beside what waits to be sent).
 */
const KEPT_ROOTS = new Set(['appointments', 'plans', 'progress', 'messages', 'home', 'careTeam', 'diary']);
/**
 * And what the header and an appointment show beside them: the latest notifications and an
 * appointment's payment. Offline, the bell said "No notifications yet" and a payment due stayed a
 * loading placeholder. Not the rest of `payments` (the clinic's UPI settings, its revenue).
 * The clinic's nutritionists and their hours, as a client saw them: without them the availability
 * page and the conversation's "with" list stayed empty offline. Not the rest of `users` (a
 * practitioner's client lists) nor a practitioner's own schedule and time off.
 */
const KEPT_PARTS: Record<string, string> = { notifications: 'latest', payments: 'appointment', users: 'nutritionists', availability: 'of' };
/** At most this many answers are kept (the oldest go first), and at most about this many characters. */
const MAX_ENTRIES = 40;
const MAX_CHARS = 1_500_000;

interface KeptQuery {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

export interface OfflineSnapshot {
  /** When the last answer was kept: "showing what you saw at …". */
  savedAt: number;
  queries: Record<string, KeptQuery>;
}

const storageKey = (userId: string) => `${OFFLINE_KEY_PREFIX}${userId}`;

export function readSnapshot(userId: string): OfflineSnapshot | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null') as OfflineSnapshot | null;
    return parsed && typeof parsed.savedAt === 'number' && parsed.queries ? parsed : null;
  } catch {
    return null;
  }
}

function writeSnapshot(userId: string, snapshot: OfflineSnapshot): void {
  const entries = Object.entries(snapshot.queries).sort(([, a], [, b]) => b.updatedAt - a.updatedAt);
  let kept = entries.slice(0, MAX_ENTRIES);
  let text = JSON.stringify({ savedAt: snapshot.savedAt, queries: Object.fromEntries(kept) });
  while (text.length > MAX_CHARS && kept.length > 1) {
    kept = kept.slice(0, -1);
    text = JSON.stringify({ savedAt: snapshot.savedAt, queries: Object.fromEntries(kept) });
  }
  try {
    localStorage.setItem(storageKey(userId), text);
  } catch {
    // Storage full or refused: the app works as before, just not offline.
  }
}

/** Removes what was kept for every user on this device (sign-out, or the server ending the session). */
export function clearOfflineData(): void {
  for (let i = localStorage.length - 1; i >= 0; i -= 1) {
    const key = localStorage.key(i);
    if (key?.startsWith(OFFLINE_KEY_PREFIX)) localStorage.removeItem(key);
  }
}

/**
 * The clinic's public name, address and phone too (header, footer): offline, a clinic that renamed
 * itself would otherwise show the product's name. Not the rest of `settings` (the admin's history).
 */
const isKept = ({ queryKey: [root, part] }: Query) =>
  typeof root === 'string' && (KEPT_ROOTS.has(root) || (root === 'settings' && part === 'clinic') || (part !== undefined && KEPT_PARTS[root] === part));

/** Fills a query with the kept answer, if there is one and the query has none yet. */
function seed(query: Query, userId: string, snapshot = readSnapshot(userId)): void {
  const kept = snapshot?.queries[query.queryHash];
  if (kept && query.state.data === undefined) query.setData(kept.data, { updatedAt: kept.updatedAt, manual: true });
}

/**
 * Keeps each successful answer of the kept queries for the signed-in user and, while offline,
 * answers those queries from what was kept, on every screen (the shell's and the remotes': they
 * share this query client). Offline, queries wait for the connection (TanStack Query's online
 * manager) instead of failing, so the kept answer stays on screen. Returns an unsubscribe function.
 */
export function keepQueriesForOffline(queryClient: QueryClient): () => void {
  // TanStack Query 5 assumes it is online until told otherwise; an app opened offline is not.
  onlineManager.setOnline(navigator.onLine);
  const pending = new Map<string, KeptQuery>();
  let pendingUser: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const userId = readSession()?.user._id;
    // Signed out (or someone else signed in) meanwhile: what was pending is not kept.
    if (!userId || userId !== pendingUser || pending.size === 0) return pending.clear();
    const snapshot = readSnapshot(userId) ?? { savedAt: 0, queries: {} };
    for (const [hash, kept] of pending) snapshot.queries[hash] = kept;
    snapshot.savedAt = Math.max(...[...pending.values()].map((k) => k.updatedAt), snapshot.savedAt);
    pending.clear();
    writeSnapshot(userId, snapshot);
  };

  const cache = queryClient.getQueryCache();
  const unsubscribe = cache.subscribe((event) => {
    const { query } = event;
    if (!isKept(query)) return;
    const userId = readSession()?.user._id;
    if (!userId) return;
    if (event.type === 'added' && !onlineManager.isOnline()) seed(query, userId);
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) {
      if (pendingUser !== userId) pending.clear();
      pendingUser = userId;
      pending.set(query.queryHash, { queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt });
      timer ??= setTimeout(flush, 300);
    }
  });
  // Going offline with a screen open: queries that had no answer yet get the kept one.
  const unsubscribeOnline = onlineManager.subscribe((online) => {
    const userId = readSession()?.user._id;
    if (online || !userId) return;
    const snapshot = readSnapshot(userId);
    for (const query of cache.getAll()) if (isKept(query)) seed(query, userId, snapshot);
  });
  // Leaving the page before the timer fires (a link to another app's page, closing the tab) would
  // lose the last answers, which are what was on screen.
  const onPageHide = () => {
    if (timer) clearTimeout(timer);
    flush();
  };
  window.addEventListener('pagehide', onPageHide);
  return () => {
    unsubscribe();
    unsubscribeOnline();
    window.removeEventListener('pagehide', onPageHide);
    if (timer) clearTimeout(timer);
  };
}

/**
 * What is sent while offline waits: TanStack Query pauses a mutation started without a connection
 * and runs it when the connection returns (a reply typed offline is sent then). It waits in this
 * tab's memory, so leaving the page meanwhile asks first instead of dropping it silently.
 */
export function warnBeforeLeavingQueued(queryClient: QueryClient): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (queryClient.getMutationCache().getAll().some((mutation) => mutation.state.isPaused)) event.preventDefault();
  };
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => window.removeEventListener('beforeunload', onBeforeUnload);
}
