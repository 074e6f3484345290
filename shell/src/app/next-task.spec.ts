import { nextTask } from './next-task';

/** Which runs first: what follows `await nextTask()`, or microtasks the current task queued after it. */
async function order(): Promise<string[]> {
  const seen: string[] = [];
  const awaited = nextTask().then(() => seen.push('after nextTask'));
  // A chain of microtasks queued after the call: all of them belong to the current task.
  void Promise.resolve()
    .then(() => Promise.resolve())
    .then(() => seen.push('rest of the current task'));
  await awaited;
  return seen;
}

describe('nextTask', () => {
  const globals = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete globals.scheduler;
  });

  it('resolves in a later task, after the current task has run to its end', async () => {
    delete globals.scheduler;
    expect(await order()).toEqual(['rest of the current task', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yielded = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    globals.scheduler = { yield: yielded };
    expect(await order()).toEqual(['rest of the current task', 'after nextTask']);
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});
