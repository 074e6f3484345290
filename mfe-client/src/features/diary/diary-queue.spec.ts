import { onlineManager } from '@tanstack/react-query';
import { apiError, stubApi } from '@clinic/host/testing';
import { ErrorCode, ZERO_NUTRIENTS } from '@clinic/contracts';
import { enqueue, flushQueue, type QueuedEntry, readQueue, startDiarySync } from './diary-queue';

const userId = 'c'.repeat(24);
const queued = (clientEntryId: string): QueuedEntry => ({
  request: { clientEntryId, date: '2026-12-06', mealTime: 'lunch', items: [{ food: 'f'.repeat(24), grams: 150 }] },
  preview: { items: [], nutrients: ZERO_NUTRIENTS },
  state: 'waiting',
  queuedAt: 1,
});
const stored = (clientEntryId: string) => ({ _id: `e${clientEntryId}`.padEnd(24, '0'), clientEntryId });
const posts = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/diary');

describe('the diary queue', () => {
  beforeEach(() => localStorage.clear());

  it('keeps an entry logged offline, per user, until it is sent', () => {
    expect(enqueue(userId, queued('one'))).toBe(true);
    expect(readQueue(userId).map((e) => e.request.clientEntryId)).toEqual(['one']);
    expect(readQueue('o'.repeat(24))).toEqual([]);
    // Written through to storage: a reload (or the tab closed) keeps it.
    expect(JSON.parse(localStorage.getItem(`clinic.diaryQueue.${userId}`)!)).toHaveLength(1);
  });

  it('sends the queue once when the connection returns, each entry with its own id, and empties it', async () => {
    const api = stubApi({ 'POST /api/diary': async (request: Request) => stored(((await request.json()) as { clientEntryId: string }).clientEntryId) });
    enqueue(userId, queued('one'));
    enqueue(userId, queued('two'));
    onlineManager.setOnline(false);
    startDiarySync(userId);
    expect(posts(api.calls)).toHaveLength(0);
    onlineManager.setOnline(true);
    await flushQueue(userId);
    expect(posts(api.calls).map((c) => (c.body as { clientEntryId: string }).clientEntryId)).toEqual(['one', 'two']);
    expect(readQueue(userId)).toEqual([]);
  });

  it('keeps every entry after a network failure, and sends them on the next try', async () => {
    let reachable = false;
    const api = stubApi({
      'POST /api/diary': async (request: Request) => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return stored(((await request.json()) as { clientEntryId: string }).clientEntryId);
      },
    });
    enqueue(userId, queued('one'));
    enqueue(userId, queued('two'));
    await flushQueue(userId);
    expect(readQueue(userId).map((e) => [e.request.clientEntryId, e.state])).toEqual([
      ['one', 'waiting'],
      ['two', 'waiting'],
    ]);
    // It stopped at the first failure instead of trying the rest against a dead connection.
    expect(posts(api.calls)).toHaveLength(1);
    reachable = true;
    await flushQueue(userId);
    expect(readQueue(userId)).toEqual([]);
  });

  it('keeps an entry on a server error and on a lost session, to send later', async () => {
    stubApi({ 'POST /api/diary': apiError(503, ErrorCode.DatabaseUnavailable, 'Down for maintenance') });
    enqueue(userId, queued('one'));
    await flushQueue(userId);
    expect(readQueue(userId)[0].state).toBe('waiting');
    stubApi({ 'POST /api/diary': apiError(401, ErrorCode.Unauthenticated, 'Not signed in') });
    await flushQueue(userId);
    expect(readQueue(userId)[0].state).toBe('waiting');
  });

  it('marks an entry the server rejects as failed, with its message, and goes on with the rest', async () => {
    const api = stubApi({
      'POST /api/diary': async (request: Request) => {
        const body = (await request.json()) as { clientEntryId: string };
        return body.clientEntryId === 'bad' ? apiError(400, ErrorCode.ValidationFailed, 'Grams must be between 1 and 5000.') : stored(body.clientEntryId);
      },
    });
    enqueue(userId, queued('bad'));
    enqueue(userId, queued('good'));
    await flushQueue(userId);
    expect(readQueue(userId)).toEqual([expect.objectContaining({ state: 'failed', error: 'Grams must be between 1 and 5000.' })]);
    expect(posts(api.calls)).toHaveLength(2);
    // A failed entry is not sent again by itself.
    await flushQueue(userId);
    expect(posts(api.calls)).toHaveLength(2);
  });
});
