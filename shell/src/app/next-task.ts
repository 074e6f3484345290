/**
 * Resolves in a task of its own, after the browser has had the chance to handle input and paint:
 * what runs after it is not part of the task that awaited it. `scheduler.yield()` where the browser
 * has it (its continuation goes ahead of other queued work); a message to ourselves otherwise, since
 * a zero timeout waits a second or more in a background tab.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
