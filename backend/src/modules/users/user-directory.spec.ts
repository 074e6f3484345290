import { Types } from 'mongoose';
import { UserDirectory } from './user-directory';

/** A stand-in for the User model that counts the lookups reaching the database. */
function fakeUsers(names: Record<string, string>) {
  const asked: string[] = [];
  const model = {
    findById: (id: string) => ({
      lean: async () => {
        asked.push(id);
        return names[id] ? { _id: new Types.ObjectId(id), name: names[id], role: 'client' } : null;
      },
    }),
  };
  return { model, asked };
}

describe('UserDirectory', () => {
  const asha = new Types.ObjectId().toHexString();
  const gone = new Types.ObjectId().toHexString();

  it('answers repeated lookups from memory, deleted users included, and asks again after forget', async () => {
    const { model, asked } = fakeUsers({ [asha]: 'Asha' });
    const directory = new UserDirectory(model as never);

    const first = await directory.lookup([asha, gone, asha, 'not-an-id', null]);
    expect(first.get(asha)?.name).toBe('Asha');
    expect(first.get(gone)).toBeNull();
    expect(asked).toEqual([asha, gone]);

    await directory.lookup([asha, gone]);
    expect(asked).toHaveLength(2);

    directory.forget(asha);
    await directory.lookup([asha, gone]);
    expect(asked).toEqual([asha, gone, asha]);
  });
});
