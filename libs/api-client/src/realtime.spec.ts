import type { MessageEvent as LiveEvent } from '@clinic/contracts';

/** Stands in for the browser's EventSource: the test decides when a stream opens, fails or speaks. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private readonly handlers = new Map<string, ((event: unknown) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, handler: (event: unknown) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, event: unknown = {}) {
    this.handlers.get(type)?.forEach((handler) => handler(event));
  }
  /** What the browser does when the server answers with a status other than 200: closed for good. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.emit('error');
  }
  /** A dropped connection: the browser itself reconnects, the source stays CONNECTING. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.emit('error');
  }
  accept() {
    this.readyState = FakeEventSource.OPEN;
    this.emit('open');
  }
}

const unread: LiveEvent = { type: 'unread', count: 3 };
let realtime: typeof import('./realtime');

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.made = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  // The module keeps one stream per tab; each test starts from a fresh copy of it.
  jest.isolateModules(() => {
    realtime = jest.requireActual<typeof import('./realtime')>('./realtime');
  });
});

afterEach(() => {
  jest.useRealTimers();
});

const latest = () => FakeEventSource.made[FakeEventSource.made.length - 1];

describe('the live message stream', () => {
  it('delivers events to every subscriber over one stream', () => {
    const first = jest.fn();
    const second = jest.fn();
    realtime.subscribeToMessageEvents(first);
    realtime.subscribeToMessageEvents(second);
    expect(FakeEventSource.made).toHaveLength(1);
    latest().emit('unread', { data: JSON.stringify(unread) });
    expect(first).toHaveBeenCalledWith(unread);
    expect(second).toHaveBeenCalledWith(unread);
  });

  it('opens a refused stream again after a second, then backs off while nobody answers', () => {
    realtime.subscribeToMessageEvents(jest.fn());
    latest().refuse();
    jest.advanceTimersByTime(realtime.RETRY_FIRST_MS - 1);
    expect(FakeEventSource.made).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(2);

    latest().refuse();
    jest.advanceTimersByTime(realtime.RETRY_FIRST_MS);
    expect(FakeEventSource.made).toHaveLength(2);
    jest.advanceTimersByTime(realtime.RETRY_FIRST_MS);
    expect(FakeEventSource.made).toHaveLength(3);
  });

  it('never waits longer than a minute, and starts from a second again once a stream opens', () => {
    realtime.subscribeToMessageEvents(jest.fn());
    for (let i = 0; i < 10; i += 1) {
      latest().refuse();
      jest.advanceTimersByTime(realtime.RETRY_MAX_MS);
    }
    expect(FakeEventSource.made).toHaveLength(11);

    latest().accept();
    latest().refuse();
    jest.advanceTimersByTime(realtime.RETRY_FIRST_MS);
    expect(FakeEventSource.made).toHaveLength(12);
  });

  it('delivers events from the reopened stream to the subscribers it had', () => {
    const listener = jest.fn();
    realtime.subscribeToMessageEvents(listener);
    latest().refuse();
    jest.advanceTimersByTime(realtime.RETRY_FIRST_MS);
    const reopened = latest();
    expect(reopened).not.toBe(FakeEventSource.made[0]);
    reopened.accept();
    reopened.emit('unread', { data: JSON.stringify(unread) });
    expect(listener).toHaveBeenCalledWith(unread);
  });

  it('leaves a dropped connection to the browser, which reconnects by itself', () => {
    realtime.subscribeToMessageEvents(jest.fn());
    latest().drop();
    jest.advanceTimersByTime(realtime.RETRY_MAX_MS);
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('does not reopen once the last subscriber has gone', () => {
    const unsubscribe = realtime.subscribeToMessageEvents(jest.fn());
    latest().refuse();
    unsubscribe();
    jest.advanceTimersByTime(realtime.RETRY_MAX_MS);
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('opens at once for a new session instead of waiting out the backoff', () => {
    realtime.subscribeToMessageEvents(jest.fn());
    for (let i = 0; i < 4; i += 1) {
      latest().refuse();
      jest.advanceTimersByTime(realtime.RETRY_MAX_MS);
    }
    latest().refuse();
    realtime.reconnectMessageEvents();
    expect(FakeEventSource.made).toHaveLength(6);
    expect(latest().readyState).toBe(FakeEventSource.CONNECTING);
    // The pending retry went with the old session: no second stream a minute later.
    jest.advanceTimersByTime(realtime.RETRY_MAX_MS);
    expect(FakeEventSource.made).toHaveLength(6);
  });
});
