import { Messages, MESSAGE_PREVIEW_LENGTH } from '@clinic/contracts';
import { openEventStream } from './support/event-stream';
import { TestApp, type Actor } from './support/test-app';

describe('Messages (e2e)', () => {
  let t: TestApp;
  let admin: Actor;
  let nutritionist: Actor;
  let clientA: Actor;
  let clientB: Actor;

  beforeAll(async () => {
    t = await TestApp.start();
    [admin, nutritionist, clientA, clientB] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('client'), t.actor('client')]);
  });
  afterAll(() => t.close());

  describe('POST /api/messages', () => {
    it('sends as the signed-in user, trimmed', async () => {
      const res = await clientA.http.post('/api/messages', { receiver: nutritionist.user._id, content: '  Hello doctor  ' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        sender: { _id: clientA.user._id, name: clientA.user.name },
        receiver: { _id: nutritionist.user._id, name: nutritionist.user.name },
        content: 'Hello doctor',
        isRead: false,
        createdAt: expect.any(String),
      });
    });

    it.each([
      [{ content: 'hi' }, 400, Messages.messages.receiverRequired],
      [{ receiver: 'x', content: 'hi' }, 400, Messages.messages.receiverRequired],
      [{ receiver: 'NUTRITIONIST' }, 400, Messages.messages.contentRequired],
      [{ receiver: 'NUTRITIONIST', content: '   ' }, 400, Messages.messages.contentRequired],
      [{ receiver: 'NUTRITIONIST', content: 'TOO_LONG' }, 400, Messages.messages.tooLong],
      [{ receiver: 'NUTRITIONIST', content: 'hi', sender: 'ADMIN' }, 400, 'Unknown field "sender".'],
      [{ receiver: 'SELF', content: 'hi' }, 400, Messages.messages.notYourself],
      [{ receiver: '665f1c2b9d3e4a0012ab34cd', content: 'hi' }, 404, Messages.messages.recipientNotFound],
      [{ receiver: 'CLIENT_B', content: 'hi' }, 403, Messages.messages.notAllowed],
    ])('refuses %j with %i "%s" and stores nothing', async (body, status, message) => {
      const ids: Record<string, string> = { NUTRITIONIST: nutritionist.user._id, SELF: clientA.user._id, CLIENT_B: clientB.user._id, ADMIN: admin.user._id };
      const resolved = Object.fromEntries(
        Object.entries(body).map(([k, v]) => [k, v === 'TOO_LONG' ? 'x'.repeat(2001) : typeof v === 'string' && ids[v] ? ids[v] : v]),
      );
      const before = await t.connection.collection('messages').countDocuments();
      const res = await clientA.http.post('/api/messages', resolved);
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await t.connection.collection('messages').countDocuments()).toBe(before);
    });

    it('lets practitioners write to clients and to each other, and refuses the signed-out', async () => {
      expect((await nutritionist.http.post('/api/messages', { receiver: clientB.user._id, content: 'Welcome!' })).status).toBe(201);
      expect((await nutritionist.http.post('/api/messages', { receiver: admin.user._id, content: 'Colleague note' })).status).toBe(201);
      expect((await t.client().post('/api/messages', { receiver: admin.user._id, content: 'hi' })).status).toBe(401);
    });
  });

  describe('conversations', () => {
    let a: Actor;
    let n: Actor;
    let c: Actor;
    beforeAll(async () => {
      [a, n, c] = await Promise.all([t.actor('client'), t.actor('nutritionist'), t.actor('client')]);
    });

    it('summarises one conversation per person: newest first, 50-character preview, read state', async () => {
      const long = 'This message is deliberately much longer than fifty characters, to be cut.';
      await a.http.post('/api/messages', { receiver: n.user._id, content: 'First from A' });
      await n.http.post('/api/messages', { receiver: a.user._id, content: 'Reply to A' });
      await c.http.post('/api/messages', { receiver: n.user._id, content: long });

      const list = await n.http.get('/api/messages/conversations');
      expect(list.status).toBe(200);
      expect(list.body.total).toBe(2);
      const [first, second] = list.body.data;
      expect(first).toMatchObject({ user: { _id: c.user._id, name: c.user.name }, isRead: false });
      expect(first.lastMessage).toHaveLength(MESSAGE_PREVIEW_LENGTH);
      expect(long.startsWith(first.lastMessage.slice(0, -1))).toBe(true);
      // N replied last to A, so nothing from A is waiting.
      expect(second).toMatchObject({ user: { _id: a.user._id }, lastMessage: 'Reply to A', isRead: true });
      expect(new Date(first.lastMessageTime) >= new Date(second.lastMessageTime)).toBe(true);

      // A's side: N's reply is unread until A opens the conversation.
      const forA = (await a.http.get('/api/messages/conversations')).body.data;
      expect(forA).toEqual([{ user: { _id: n.user._id, name: n.user.name, phoneEnding: '' }, lastMessage: 'Reply to A', lastMessageTime: expect.any(String), isRead: false }]);
      expect((await a.http.get('/api/messages/unread-count')).body).toEqual({ count: 1 });
      const read = await a.http.put(`/api/messages/read/${n.user._id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ count: 0 });
      expect((await a.http.get('/api/messages/conversations')).body.data[0].isRead).toBe(true);

      // A new message moves its conversation to the top and marks it unread again.
      await a.http.post('/api/messages', { receiver: n.user._id, content: 'One more thing' });
      const after = (await n.http.get('/api/messages/conversations')).body.data;
      expect(after.map((s: { user: { _id: string } }) => s.user._id)).toEqual([a.user._id, c.user._id]);
      expect(after[0]).toMatchObject({ lastMessage: 'One more thing', isRead: false });
    });

    it('tells apart two clients of the same name by their phone\'s last digits, for practitioners only', async () => {
      const [twin1, twin2, doctor] = await Promise.all([t.actor('client', { name: 'Asha Patel' }), t.actor('client', { name: 'Asha Patel' }), t.actor('nutritionist')]);
      await twin1.http.post('/api/messages', { receiver: doctor.user._id, content: 'Hi from one' });
      await twin2.http.post('/api/messages', { receiver: doctor.user._id, content: 'Hi from two' });
      const list = (await doctor.http.get('/api/messages/conversations')).body.data as { user: { _id: string; name: string; phoneEnding: string } }[];
      expect(list.map((c) => c.user)).toEqual([
        { _id: twin2.user._id, name: 'Asha Patel', phoneEnding: twin2.user.phone.slice(-4) },
        { _id: twin1.user._id, name: 'Asha Patel', phoneEnding: twin1.user.phone.slice(-4) },
      ]);
      expect(list[0].user.phoneEnding).not.toBe(list[1].user.phoneEnding);
      expect((await twin1.http.get('/api/messages/conversations')).body.data[0].user.phoneEnding).toBe('');
    });

    it('shows a conversation oldest first, in pages, and marks messages read', async () => {
      const x = await t.actor('client');
      for (let i = 1; i <= 7; i++) await x.http.post('/api/messages', { receiver: n.user._id, content: `m${i}` });
      const latest = await n.http.get(`/api/messages/conversation/${x.user._id}?limit=3`);
      expect(latest.status).toBe(200);
      expect(latest.body.data.map((m: { content: string }) => m.content)).toEqual(['m5', 'm6', 'm7']);
      expect(latest.body.hasMore).toBe(true);
      const older = await n.http.get(`/api/messages/conversation/${x.user._id}?limit=3&before=${latest.body.data[0]._id}`);
      expect(older.body.data.map((m: { content: string }) => m.content)).toEqual(['m2', 'm3', 'm4']);
      const oldest = await n.http.get(`/api/messages/conversation/${x.user._id}?limit=3&before=${older.body.data[0]._id}`);
      expect(oldest.body).toMatchObject({ hasMore: false });
      expect(oldest.body.data.map((m: { content: string }) => m.content)).toEqual(['m1']);
      expect(latest.body.data.every((m: { isRead: boolean }) => !m.isRead)).toBe(true);
      await n.http.put(`/api/messages/read/${x.user._id}`);
      const again = await x.http.get(`/api/messages/conversation/${n.user._id}?limit=3`);
      expect(again.body.data.every((m: { isRead: boolean }) => m.isRead)).toBe(true);
      expect((await n.http.get(`/api/messages/conversation/${x.user._id}?limit=1000`)).status).toBe(400);
      expect((await n.http.get(`/api/messages/conversation/${x.user._id}?before=nope`)).status).toBe(400);
    });

    it('never shows a conversation the caller is not part of', async () => {
      // The conversation between A and N, asked for by C: C only ever gets their own (empty) one.
      const res = await c.http.get(`/api/messages/conversation/${n.user._id}`);
      expect(res.body.data.every((m: { content: string }) => !['First from A', 'Reply to A'].includes(m.content))).toBe(true);
      const cursor = (await n.http.get(`/api/messages/conversation/${a.user._id}`)).body.data[0]._id;
      const probe = await c.http.get(`/api/messages/conversation/${n.user._id}?before=${cursor}`);
      expect(probe.status).toBe(400);
      expect(probe.text).not.toContain('First from A');
      expect((await c.http.get(`/api/messages/conversation/${a.user._id}`)).status).toBe(403);
      expect((await c.http.put(`/api/messages/read/${a.user._id}`)).status).toBe(403);
      expect((await c.http.get('/api/messages/conversation/665f1c2b9d3e4a0012ab34cd')).status).toBe(404);
      expect((await t.client().get('/api/messages/conversations')).status).toBe(401);
      expect((await t.client().get(`/api/messages/conversation/${n.user._id}`)).status).toBe(401);
    });
  });

  describe('DELETE /api/messages/:id', () => {
    it('lets only the sender delete, and the summary falls back to the message before', async () => {
      const a = await t.actor('client');
      const n = await t.actor('nutritionist');
      await a.http.post('/api/messages', { receiver: n.user._id, content: 'Keep me' });
      const last = (await a.http.post('/api/messages', { receiver: n.user._id, content: 'Oops, wrong chat' })).body;
      expect((await n.http.delete(`/api/messages/${last._id}`)).status).toBe(403);
      expect((await n.http.delete(`/api/messages/${last._id}`)).body.message).toBe(Messages.messages.onlySenderDeletes);
      const outsider = await t.actor('client');
      expect((await outsider.http.delete(`/api/messages/${last._id}`)).status).toBe(404);
      const res = await a.http.delete(`/api/messages/${last._id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: Messages.messages.deleted });
      expect((await n.http.get('/api/messages/conversations')).body.data[0].lastMessage).toBe('Keep me');
      expect((await n.http.get('/api/messages/unread-count')).body.count).toBe(1);
      expect((await a.http.delete(`/api/messages/${last._id}`)).status).toBe(404);
    });
  });

  describe('live events', () => {
    it('streams a new message and the unread count to the receiver as it arrives', async () => {
      const a = await t.actor('client');
      const n = await t.actor('nutritionist');
      const stream = await openEventStream(n.http, '/api/messages/events');
      try {
        expect(stream.response.status).toBe(200);
        expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
        expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
        expect((await stream.next((e) => e.event === 'unread')).data).toEqual({ type: 'unread', count: 0 });
        await a.http.post('/api/messages', { receiver: n.user._id, content: 'Live hello' });
        const message = await stream.next((e) => e.event === 'message');
        expect(message.data.message).toMatchObject({ content: 'Live hello', sender: { _id: a.user._id } });
        expect((await stream.next((e) => e.event === 'unread' && e.data.count === 1)).data.count).toBe(1);
      } finally {
        await stream.close();
      }
    });

    it('sends nothing about other people\'s conversations, and refuses the signed-out', async () => {
      const [a, n, other] = await Promise.all([t.actor('client'), t.actor('nutritionist'), t.actor('nutritionist')]);
      const stream = await openEventStream(other.http, '/api/messages/events');
      try {
        await stream.next((e) => e.event === 'unread');
        await a.http.post('/api/messages', { receiver: n.user._id, content: 'Private' });
        await new Promise((r) => setTimeout(r, 300));
        expect(stream.events.filter((e) => e.event === 'message')).toEqual([]);
      } finally {
        await stream.close();
      }
      const anonymous = await fetch(`${t.url}/api/messages/events`);
      expect(anonymous.status).toBe(401);
    });
  });
});
