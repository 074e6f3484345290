import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, QueryFilter, Types } from 'mongoose';
import { ACTIVE_STATUSES, type Appointment as AppointmentView, type WeekCounts } from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { ClinicClock } from '../../common/time/clinic-clock';
import { op } from '../../database/trusted';
import { AuditService } from '../audit/audit.service';
import { UserDirectory } from '../users/user-directory';
import { PEOPLE, type PopulatedAppointment, toAppointmentView } from './appointments.mapper';
import { Appointment } from './schemas/appointment.schema';

/** How many lapsed visits are read at a time while looking for clients due a follow-up. */
const FOLLOW_UP_BATCH = 200;
const FOLLOW_UP_BATCHES = 5;

export interface LapsedClient {
  clientId: string;
  lastVisit: string;
}

/**
 * The appointment figures the home pages show, each one indexed query within the caller's scope
 * (a client their own, a nutritionist theirs, the admin the clinic's).
 */
@Injectable()
export class AppointmentsGlance {
  constructor(
    @InjectModel(Appointment.name) private readonly appointments: Model<Appointment>,
    private readonly clock: ClinicClock,
    private readonly directory: UserDirectory,
    private readonly audit: AuditService,
  ) {}

  /** The caller's next pending or confirmed appointment that has not started yet. */
  async next(caller: SessionUser): Promise<AppointmentView | null> {
    const now = this.clock.now();
    const filter: QueryFilter<Appointment> = {
      ...scopeOf(caller),
      status: op({ $in: [...ACTIVE_STATUSES] }),
      $or: [{ date: op({ $gt: now.date }) }, { date: now.date, startTime: op({ $gte: now.time }) }],
    };
    const [next] = await this.views(caller, await this.appointments.find(filter).sort({ date: 1, startTime: 1, _id: 1 }).limit(1).lean<PopulatedAppointment[]>());
    return next ?? null;
  }

  /** One day's appointments in time order. */
  async onDate(caller: SessionUser, date: string): Promise<AppointmentView[]> {
    return this.views(caller, await this.appointments.find({ ...scopeOf(caller), date }).sort({ startTime: 1, _id: 1 }).limit(100).lean<PopulatedAppointment[]>());
  }

  /** Pending appointments from today on, soonest first, and how many there are. */
  async requests(caller: SessionUser, limit: number): Promise<{ data: AppointmentView[]; total: number }> {
    const filter: QueryFilter<Appointment> = { ...scopeOf(caller), status: 'pending', date: op({ $gte: this.clock.today() }) };
    const [docs, total] = await Promise.all([
      this.appointments.find(filter).sort({ date: 1, startTime: 1, _id: 1 }).limit(limit).lean<PopulatedAppointment[]>(),
      this.appointments.countDocuments(filter),
    ]);
    return { data: await this.views(caller, docs), total };
  }

  /** The week's appointments by status, Monday to Sunday on the clinic's calendar. */
  async week(caller: SessionUser): Promise<WeekCounts> {
    const today = this.clock.today();
    const from = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const to = addDays(from, 6);
    const counts = await this.appointments.aggregate<{ _id: string; n: number }>([
      { $match: { ...scopeOf(caller), date: { $gte: from, $lte: to } } },
      { $group: { _id: '$status', n: { $sum: 1 } } },
    ]);
    const of = (status: string) => counts.find((c) => c._id === status)?.n ?? 0;
    return { from, to, booked: counts.reduce((sum, c) => sum + c.n, 0), completed: of('completed'), cancelled: of('cancelled'), noShows: of('no-show') };
  }

  /**
   * Clients whose last completed visit is older than `days` and who have nothing completed or booked
   * since: the most recently lapsed first, at most `limit`. Lapsed visits are read newest first a
   * batch at a time (no `$max` accumulator on FerretDB 1.x), so the cost is bounded by the batches.
   */
  async lapsed(caller: SessionUser, days: number, limit: number): Promise<LapsedClient[]> {
    const cutoff = addDays(this.clock.today(), -days);
    const scope = scopeOf(caller);
    const recent = await this.appointments
      .find({ ...scope, date: op({ $gte: cutoff }), status: op({ $in: ['completed' as const, ...ACTIVE_STATUSES] }) }, { client: 1, _id: 0 })
      .lean<{ client: Types.ObjectId }[]>();
    const seen = new Set(recent.map((r) => String(r.client)));
    const found: LapsedClient[] = [];
    for (let batch = 0; batch < FOLLOW_UP_BATCHES && found.length < limit; batch++) {
      const visits = await this.appointments
        .find({ ...scope, status: 'completed', date: op({ $lt: cutoff }) }, { client: 1, date: 1, _id: 0 })
        .sort({ date: -1, startTime: -1 })
        .skip(batch * FOLLOW_UP_BATCH)
        .limit(FOLLOW_UP_BATCH)
        .lean<{ client: Types.ObjectId; date: string }[]>();
      for (const visit of visits) {
        const clientId = String(visit.client);
        if (seen.has(clientId)) continue;
        seen.add(clientId);
        found.push({ clientId, lastVisit: visit.date });
        if (found.length === limit) break;
      }
      if (visits.length < FOLLOW_UP_BATCH) break;
    }
    return found;
  }

  private async views(caller: SessionUser, docs: PopulatedAppointment[]): Promise<AppointmentView[]> {
    const data = (await this.directory.populate(docs, PEOPLE)).map(toAppointmentView);
    if (data.length) this.audit.record(caller, 'read', 'appointment', data.map((a) => a.client._id));
    return data;
  }
}

/** What each role may see: clients their own, nutritionists theirs, the admin everything. */
function scopeOf(caller: SessionUser): QueryFilter<Appointment> {
  if (caller.role === 'client') return { client: new Types.ObjectId(caller.id) };
  if (caller.role === 'nutritionist') return { nutritionist: new Types.ObjectId(caller.id) };
  return {};
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
