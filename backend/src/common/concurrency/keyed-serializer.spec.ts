import { KeyedSerializer } from './keyed-serializer';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('KeyedSerializer', () => {
  it('runs tasks with one key one at a time, in order, even when one fails', async () => {
    const serializer = new KeyedSerializer();
    const log: string[] = [];
    const task = (name: string, fail = false) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([serializer.run('k', task('a')), serializer.run('k', task('b', true)), serializer.run('k', task('c'))]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('lets different keys overlap', async () => {
    const serializer = new KeyedSerializer();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
    };
    await Promise.all([serializer.run('x', task('x')), serializer.run('y', task('y'))]);
    expect(log.slice(0, 2)).toEqual(['start x', 'start y']);
  });
});
