import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { Connection, Model, Types } from 'mongoose';
import { op } from '../../database/trusted';
import { Appointment } from '../appointments/schemas/appointment.schema';
import { AuditEvent } from '../audit/schemas/audit-event.schema';
import { Progress } from '../progress/schemas/progress.schema';
import { CareTeamService } from './care-team.service';

const MARKER = 'care-team-v1';
const DUPLICATE_KEY = 11000;

/**
 * Data written before care teams existed, brought over once:
 * - memberships only from evidence that the client or the clinic acted: the audit log's "create
 *   appointment" entries by the client themselves or by an admin, for appointments that still exist.
 *   Appointments a nutritionist booked grant nothing; the admin assigns those practitioners if the
 *   client wants them.
 * - `enteredBy` of progress records from the audit log's "create progress" entries. Records without
 *   one keep no `enteredBy` and are shown as entered by their stored nutritionist (plans always
 *   stored their author as `nutritionist`).
 * Safe to run twice or on two instances at once: memberships are unique inserts, and the marker is
 * written last.
 */
@Injectable()
export class CareTeamBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger(CareTeamBackfill.name);

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(AuditEvent.name) private readonly audit: Model<AuditEvent>,
    @InjectModel(Appointment.name) private readonly appointments: Model<Appointment>,
    @InjectModel(Progress.name) private readonly progress: Model<Progress>,
    private readonly careTeam: CareTeamService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const markers = this.connection.collection<{ _id: string; at: Date }>('migrations');
    if (await markers.findOne({ _id: MARKER })) return;
    const joined = await this.memberships();
    const attributed = await this.authors();
    try {
      await markers.insertOne({ _id: MARKER, at: new Date() });
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
    if (joined || attributed) this.logger.log(`Care teams: ${joined} memberships and ${attributed} progress authors taken from the audit log`);
  }

  private async memberships(): Promise<number> {
    const events = await this.audit
      .find({ action: 'create', resource: 'appointment', actorRole: op({ $in: ['client', 'admin'] }) }, { actor: 1, actorRole: 1, resourceId: 1 })
      .lean();
    let joined = 0;
    for (const event of events) {
      if (!Types.ObjectId.isValid(event.resourceId)) continue;
      const appointment = await this.appointments.findById(event.resourceId, { client: 1, nutritionist: 1 }).lean();
      if (!appointment) continue;
      if (event.actorRole === 'client' && String(event.actor) !== String(appointment.client)) continue;
      await this.careTeam.join(appointment.client, appointment.nutritionist, event.actorRole === 'client' ? 'client-booking' : 'admin', String(event.actor));
      joined += 1;
    }
    return joined;
  }

  private async authors(): Promise<number> {
    const events = await this.audit.find({ action: 'create', resource: 'progress' }, { actor: 1, resourceId: 1 }).lean();
    let attributed = 0;
    for (const event of events) {
      if (!Types.ObjectId.isValid(event.resourceId)) continue;
      const { modifiedCount } = await this.progress.updateOne(
        { _id: new Types.ObjectId(event.resourceId), enteredBy: op({ $exists: false }) },
        { $set: { enteredBy: event.actor } },
      );
      attributed += modifiedCount;
    }
    return attributed;
  }
}
