/**
 * Runs tasks with the same key one after another within this process (tasks with different keys run
 * freely). Used where a read-modify-write must not interleave: MongoDB makes the final conditional
 * write atomic across instances, but FerretDB 1.x evaluates the condition and the write separately,
 * so on a single instance this queue is what prevents lost updates.
 */
export class KeyedSerializer {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
