import { Test } from '@nestjs/testing';
import { getModelToken } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { User } from './schemas/user.schema';
import { UserLookup } from './user-directory';

/** A stand-in User model over an in-memory table, counting the reads that reach it. */
function fakeUsers(rows: Record<string, { name: string; role: string; deletingSince?: Date }>) {
  let reads = 0;
  const model = {
    findById: (id: string) => ({
      lean: async () => {
        reads += 1;
        const row = rows[String(id)];
        return row ? { _id: new Types.ObjectId(String(id)), ...row } : null;
      },
    }),
  };
  return { model, rows, reads: () => reads };
}

async function lookupOver(users: ReturnType<typeof fakeUsers>) {
  const module = await Test.createTestingModule({
    providers: [UserLookup, { provide: getModelToken(User.name), useValue: users.model }],
  }).compile();
  return module.get(UserLookup);
}

describe('UserLookup', () => {
  const id = new Types.ObjectId().toHexString();

  it('reads the role afresh on every call, so a role change counts at once', async () => {
    const users = fakeUsers({ [id]: { name: 'Asha', role: 'client' } });
    const lookup = await lookupOver(users);
    expect(await lookup.roleOf(id)).toBe('client');
    users.rows[id].role = 'nutritionist';
    expect(await lookup.roleOf(id)).toBe('nutritionist');
    expect(users.reads()).toBe(2);
  });

  it('treats a user being deleted, an unknown id and a malformed one as nobody', async () => {
    const users = fakeUsers({ [id]: { name: 'Asha', role: 'client', deletingSince: new Date() } });
    const lookup = await lookupOver(users);
    expect(await lookup.roleOf(id)).toBeNull();
    expect(await lookup.profileOf(new Types.ObjectId())).toBeNull();
    expect(await lookup.roleOf('not-an-id')).toBeNull();
    expect(users.reads()).toBe(2);
  });
});
