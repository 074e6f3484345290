import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { type CareTeam, type CareTeamSource, ErrorCode, isClinician, Messages } from '@clinic/contracts';
import { ApiException } from '../../common/errors/api.exception';
import { User } from '../users/schemas/user.schema';
import { UserDirectory } from '../users/user-directory';
import { CareTeamMember } from './schemas/care-team-member.schema';

const DUPLICATE_KEY = 11000;
const oid = (id: string | Types.ObjectId) => new Types.ObjectId(String(id));

/** Who is on which client's care team: the one source of "this practitioner may see this client". */
@Injectable()
export class CareTeamService {
  constructor(
    @InjectModel(CareTeamMember.name) private readonly members: Model<CareTeamMember>,
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly directory: UserDirectory,
  ) {}

  /** Idempotent: joining twice (or two requests at once) leaves one membership, the first one. */
  async join(clientId: string | Types.ObjectId, practitionerId: string | Types.ObjectId, source: CareTeamSource, addedBy: string): Promise<void> {
    if (String(clientId) === String(practitionerId)) return;
    try {
      await this.members.create({ client: oid(clientId), practitioner: oid(practitionerId), source, addedBy: oid(addedBy) });
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
  }

  async isMember(practitionerId: string, clientId: string | Types.ObjectId): Promise<boolean> {
    return Boolean(await this.members.exists({ client: oid(clientId), practitioner: oid(practitionerId) }));
  }

  async clientsOf(practitionerId: string): Promise<Types.ObjectId[]> {
    const rows = await this.members.find({ practitioner: oid(practitionerId) }, { client: 1 }).lean();
    return rows.map((r) => r.client);
  }

  async teamOf(clientId: string): Promise<CareTeam> {
    const client = await this.directory.lookup([clientId]);
    const entry = client.get(clientId);
    if (!entry || entry.role !== 'client') throw ApiException.notFound(Messages.users.notFound, ErrorCode.UserNotFound);
    const rows = await this.members.find({ client: oid(clientId) }).sort({ createdAt: 1, _id: 1 }).lean();
    const people = await this.directory.lookup(rows.map((r) => r.practitioner));
    return {
      client: { _id: clientId, name: entry.name, email: entry.email ?? '' },
      members: rows.flatMap((r) => {
        const p = people.get(String(r.practitioner));
        if (!p) return []; // a deleted practitioner: their memberships are removed with them
        return [{ practitioner: { _id: String(p._id), name: p.name, email: p.email ?? '', role: p.role }, source: r.source, since: new Date(r.createdAt).toISOString() }];
      }),
    };
  }

  /** The admin's assignment. */
  async assign(admin: string, clientId: string, practitionerId: string): Promise<CareTeam> {
    const [client, practitioner] = await Promise.all([
      this.users.findById(clientId, { role: 1 }).lean(),
      this.users.findById(practitionerId, { role: 1 }).lean(),
    ]);
    if (!client || client.role !== 'client') throw ApiException.notFound(Messages.users.notFound, ErrorCode.UserNotFound);
    if (!practitioner || !isClinician(practitioner.role)) {
      throw ApiException.badRequest(Messages.care.notAPractitioner, ErrorCode.NotAPractitioner, [{ field: 'practitioner', message: Messages.care.notAPractitioner }]);
    }
    await this.join(clientId, practitionerId, 'admin', admin);
    return this.teamOf(clientId);
  }

  /** Ends the practitioner's access to the client's records at once (the records they wrote stay). */
  async remove(clientId: string, practitionerId: string): Promise<void> {
    const { deletedCount } = await this.members.deleteOne({ client: oid(clientId), practitioner: oid(practitionerId) });
    if (!deletedCount) throw ApiException.notFound(Messages.care.memberNotFound, ErrorCode.CareMemberNotFound);
  }

  /** A deleted user leaves every care team they were on, or had. */
  async forget(userId: string): Promise<void> {
    await this.members.deleteMany({ client: oid(userId) });
    await this.members.deleteMany({ practitioner: oid(userId) });
  }
}
