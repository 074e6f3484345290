import { findPage } from './paging.dto';

describe('findPage', () => {
  const run = async (skip: number, limit: number, found: number, total: number) => {
    const count = jest.fn(async () => total);
    const [docs, n] = await findPage(skip, limit, async () => Array.from({ length: found }, (_, i) => i), count);
    return { docs, n, counted: count.mock.calls.length };
  };

  it('takes the total from a first page that is not full, without counting', async () => {
    expect(await run(0, 20, 3, 3)).toEqual({ docs: [0, 1, 2], n: 3, counted: 0 });
    expect(await run(0, 20, 0, 0)).toMatchObject({ n: 0, counted: 0 });
  });

  it('counts when the first page is full, and on later pages', async () => {
    expect(await run(0, 20, 20, 57)).toMatchObject({ n: 57, counted: 1 });
    expect(await run(40, 20, 17, 57)).toMatchObject({ n: 57, counted: 1 });
  });
});
