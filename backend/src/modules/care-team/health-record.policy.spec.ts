import { ErrorCode } from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import type { CareTeamService } from './care-team.service';
import { HealthRecordPolicy } from './health-record.policy';

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);
const admin: SessionUser = { id: 'f'.repeat(24), role: 'admin', name: 'Admin' };
const member: SessionUser = { id: '1'.repeat(24), role: 'nutritionist', name: 'Member' };
const outsider: SessionUser = { id: '2'.repeat(24), role: 'nutritionist', name: 'Outsider' };
const clientA: SessionUser = { id: A, role: 'client', name: 'A' };

/** A care team where only `member` is on A's team. */
const careTeam = { isMember: async (practitioner: string, client: string) => practitioner === member.id && String(client) === A } as unknown as CareTeamService;
const policy = new HealthRecordPolicy(careTeam);
const notFound = () => new Error('404');
const codeOf = async (promise: Promise<unknown>) => promise.then(() => 'ok', (e: { code?: string; message: string }) => e.code ?? e.message);

describe('HealthRecordPolicy', () => {
  it('lets the admin, the client themselves and care-team members read; nobody else', async () => {
    expect(await policy.canRead(admin, A)).toBe(true);
    expect(await policy.canRead(clientA, A)).toBe(true);
    expect(await policy.canRead(clientA, B)).toBe(false);
    expect(await policy.canRead(member, A)).toBe(true);
    expect(await policy.canRead(member, B)).toBe(false);
    expect(await policy.canRead(outsider, A)).toBe(false);
  });

  it('lets members and the admin write for a client, and a client only their own progress', async () => {
    expect(await codeOf(policy.assertCanWriteFor(member, 'plan', A))).toBe('ok');
    expect(await codeOf(policy.assertCanWriteFor(outsider, 'progress', A))).toBe(ErrorCode.NotYourClient);
    expect(await codeOf(policy.assertCanWriteFor(clientA, 'progress', A))).toBe('ok');
    expect(await codeOf(policy.assertCanWriteFor(clientA, 'progress', B))).toBe(ErrorCode.OwnRecordsOnly);
    expect(await codeOf(policy.assertCanWriteFor(clientA, 'plan', A))).toBe(ErrorCode.Forbidden);
    expect(await codeOf(policy.assertCanWriteFor(admin, 'plan', B))).toBe('ok');
  });

  it('lets only the author (while they can read) or the admin change a record', async () => {
    const byMember = { client: A, enteredBy: member.id };
    const byClient = { client: A, enteredBy: A };
    expect(await codeOf(policy.assertCanChange(member, 'plan', byMember, notFound))).toBe('ok');
    expect(await codeOf(policy.assertCanChange(admin, 'plan', byMember, notFound))).toBe('ok');
    expect(await codeOf(policy.assertCanChange(member, 'progress', byClient, notFound))).toBe(ErrorCode.NotTheAuthor);
    expect(await codeOf(policy.assertCanChange(clientA, 'progress', byMember, notFound))).toBe(ErrorCode.NotTheAuthor);
    expect(await codeOf(policy.assertCanChange(clientA, 'progress', byClient, notFound))).toBe('ok');
    expect(await codeOf(policy.assertCanChange(clientA, 'plan', { client: A, enteredBy: A }, notFound))).toBe(ErrorCode.Forbidden);
    // Someone who wrote a record but is no longer on the team cannot see it, so gets the 404.
    expect(await codeOf(policy.assertCanChange(outsider, 'plan', { client: A, enteredBy: outsider.id }, notFound))).toBe('404');
  });
});
