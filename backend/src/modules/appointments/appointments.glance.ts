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

/** How far back past the follow-up interval the home page looks for lapsed clients. */
const FOLLOW_UP_LOOKBACK_DAYS = 42;
/** Candidates checked per request at most (each one small query on the client's own appointments). */
const FOLLOW_UP_CHECKS = 40;
/** Days read at once while walking back. */
const DAYS_AT_ONCE = 7;

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

  /**
   * Pending appointments from today on, soonest first, and how many there are. One equality read
   * (`{nutritionist, status}`) of their dates, ordered here, then the page by `_id`: FerretDB runs
   * neither a date range nor a sort in its index, and a sorted read plus a count was two scans.
   */
  async requests(caller: SessionUser, limit: number): Promise<{ data: AppointmentView[]; total: number }> {
    const today = this.clock.today();
    const pending = await this.appointments
      .find({ ...scopeOf(caller), status: 'pending' }, { date: 1, startTime: 1 })
      .lean<{ _id: Types.ObjectId; date: string; startTime: string }[]>();
    const ahead = pending
      .filter((a) => a.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || String(a._id).localeCompare(String(b._id)));
    const ids = ahead.slice(0, limit).map((a) => a._id);
    const docs = await Promise.all(ids.map((id) => this.appointments.findById(id).lean<PopulatedAppointment>()));
    return { data: await this.views(caller, docs.filter((d): d is PopulatedAppointment => d !== null)), total: ahead.length };
  }

  /**
   * The week's appointments by status, Monday to Sunday on the clinic's calendar: one equality
   * query per day (`{nutritionist, date}`), which FerretDB hands to its index as MongoDB does,
   * where a date range would read all of a practitioner's appointments.
   */
  async week(caller: SessionUser): Promise<WeekCounts> {
    const today = this.clock.today();
    const from = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const to = addDays(from, 6);
    const days = await Promise.all(
      Array.from({ length: 7 }, (_, i) => this.appointments.find({ ...scopeOf(caller), date: addDays(from, i) }, { status: 1, _id: 0 }).lean<{ status: string }[]>()),
    );
    const statuses = days.flat().map((d) => d.status);
    const of = (status: string) => statuses.filter((s) => s === status).length;
    return { from, to, booked: statuses.length, completed: of('completed'), cancelled: of('cancelled'), noShows: of('no-show') };
  }

  /**
   * Clients whose last completed visit is older than `days` and who have nothing completed or booked
   * since, the most recently lapsed first, at most `limit`. Walks back day by day from the cut-off
   * (up to FOLLOW_UP_LOOKBACK_DAYS, each day an equality query) and checks each candidate's own
   * appointments (`{client}`): bounded work whatever the size of the practice.
   */
  async lapsed(caller: SessionUser, days: number, limit: number): Promise<LapsedClient[]> {
    const cutoff = addDays(this.clock.today(), -days);
    const scope = scopeOf(caller);
    const found: LapsedClient[] = [];
    const seen = new Set<string>();
    let checks = 0;
    for (let back = 1; back <= FOLLOW_UP_LOOKBACK_DAYS && found.length < limit && checks < FOLLOW_UP_CHECKS; back += DAYS_AT_ONCE) {
      const dates = Array.from({ length: DAYS_AT_ONCE }, (_, i) => addDays(cutoff, -(back + i)));
      const visits = (
        await Promise.all(
          dates.map((date) => this.appointments.find({ ...scope, date, status: 'completed' }, { client: 1, date: 1, _id: 0 }).lean<{ client: Types.ObjectId; date: string }[]>()),
        )
      ).flat();
      const candidates: LapsedClient[] = [];
      for (const visit of visits) {
        const clientId = String(visit.client);
        if (seen.has(clientId) || checks + candidates.length === FOLLOW_UP_CHECKS) continue;
        seen.add(clientId);
        candidates.push({ clientId, lastVisit: visit.date });
      }
      checks += candidates.length;
      const since = await Promise.all(
        candidates.map(({ clientId, lastVisit }) =>
          this.appointments.exists({
            ...scope,
            client: new Types.ObjectId(clientId),
            date: op({ $gte: lastVisit }),
            status: op({ $in: ['completed' as const, ...ACTIVE_STATUSES] }),
            // Another visit on the same day, or anything later.
            $or: [{ date: op({ $gt: lastVisit }) }, { status: op({ $in: [...ACTIVE_STATUSES] }) }],
          }),
        ),
      );
      found.push(...candidates.filter((_, i) => !since[i]).slice(0, limit - found.length));
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
