import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { Connection, Model, QueryFilter, Types } from 'mongoose';
import { ACTIVE_STATUSES, type Appointment as AppointmentView, type WeekCounts } from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { ClinicClock } from '../../common/time/clinic-clock';
import { CLIENT_VERSIONS } from '../../database/client-versions';
import { KeptReads } from '../../database/kept-reads';
import { op } from '../../database/trusted';
import { AuditService } from '../audit/audit.service';
import { UserDirectory } from '../users/user-directory';
import { PEOPLE, type PopulatedAppointment, toAppointmentView } from './appointments.mapper';
import { Appointment } from './schemas/appointment.schema';
import { PRACTICE_VERSIONS, practiceOf } from './schemas/practice-versions';

/** How far back past the follow-up interval the home page looks for lapsed clients. */
const FOLLOW_UP_LOOKBACK_DAYS = 42;
/** Candidates checked per request at most (each one small query on the client's own appointments). */
const FOLLOW_UP_CHECKS = 40;
/** Days read at once while walking back. */
const DAYS_AT_ONCE = 7;
/** Today's appointments listed at most (the admin's day covers the clinic). */
const DAY_SHOWN = 100;

export interface LapsedClient {
  clientId: string;
  lastVisit: string;
}

export interface PracticeAppointments {
  today: AppointmentView[];
  requests: AppointmentView[];
  requestsTotal: number;
  week: WeekCounts;
  lapsed: LapsedClient[];
}

/** What is kept of a practice home: the documents as read, before names are filled in. */
interface PracticeFigures {
  today: PopulatedAppointment[];
  requests: PopulatedAppointment[];
  requestsTotal: number;
  week: WeekCounts;
  lapsed: LapsedClient[];
}

/**
 * The appointment figures the home pages show, each one indexed query within the caller's scope
 * (a client their own, a nutritionist theirs, the admin the clinic's).
 */
@Injectable()
export class AppointmentsGlance {
  /** Practice homes' figures by practice, day and settings, each with the version it was read at. */
  private readonly kept = new KeptReads<PracticeFigures>(PRACTICE_VERSIONS, 1_000);
  /** A client's next appointment by minute, kept while their appointments are unchanged. */
  private readonly keptNext = new KeptReads<PopulatedAppointment[]>(CLIENT_VERSIONS, 5_000);

  constructor(
    @InjectModel(Appointment.name) private readonly appointments: Model<Appointment>,
    @InjectConnection() private readonly connection: Connection,
    private readonly clock: ClinicClock,
    private readonly directory: UserDirectory,
    private readonly audit: AuditService,
  ) {}

  /** The caller's next pending or confirmed appointment that has not started yet. */
  /** `clientVersion`: the caller's `client_versions` value, when this request has read it already. */
  async next(caller: SessionUser, clientVersion?: PromiseLike<string>): Promise<AppointmentView | null> {
    const now = this.clock.now();
    const filter: QueryFilter<Appointment> = {
      ...scopeOf(caller),
      status: op({ $in: [...ACTIVE_STATUSES] }),
      $or: [{ date: op({ $gt: now.date }) }, { date: now.date, startTime: op({ $gte: now.time }) }],
    };
    const read = () => this.appointments.find(filter).sort({ date: 1, startTime: 1, _id: 1 }).limit(1).lean<PopulatedAppointment[]>();
    // "Next" moves with the clock as well as with writes: the minute is part of the key.
    const found = caller.role === 'client' ? await this.keptNext.get(this.connection, caller.id, `${caller.id}|${now.date}|${now.time}`, read, clientVersion) : await read();
    const [next] = await this.views(caller, found.map((d) => ({ ...d })));
    return next ?? null;
  }

  /**
   * The practice home's appointment parts: today's schedule, the pending requests ahead, this week's
   * counts and the clients due a follow-up, within the caller's scope. Read from the database when
   * the practice's appointments changed since they were last read (its `practice_versions` value),
   * otherwise from what this instance kept: one small read by `_id` per request instead of a
   * thousand appointments. Names are filled in, and the read audited, on every request.
   */
  async practice(caller: SessionUser, date: string, followUpDays: number, shown: { requests: number; followUps: number }): Promise<PracticeAppointments> {
    const scope = practiceOf(caller);
    const key = [scope, date, followUpDays, shown.requests, shown.followUps].join('|');
    const figures = await this.kept.get(this.connection, scope, key, () => this.figures(caller, date, followUpDays, shown));
    // The kept documents stay as read: names are filled into copies. Both lists are one read of one
    // page, so one audit entry per client on it, as for any list, even if they are in both.
    const drawn = await this.views(caller, [...figures.today, ...figures.requests].map((d) => ({ ...d })));
    const today = drawn.slice(0, figures.today.length);
    const requests = drawn.slice(figures.today.length);
    return { today, requests, requestsTotal: figures.requestsTotal, week: figures.week, lapsed: figures.lapsed };
  }

  /** The practice home's figures from the database, all parts at once. */
  private async figures(caller: SessionUser, date: string, followUpDays: number, shown: { requests: number; followUps: number }): Promise<PracticeFigures> {
    const scope = scopeOf(caller);
    const [day, requests, week, lapsed] = await Promise.all([
      this.appointments.find({ ...scope, date }).lean<PopulatedAppointment[]>(),
      this.requests(scope, date, shown.requests),
      this.weekAround(scope, date),
      this.lapsed(scope, addDays(date, -followUpDays), shown.followUps),
    ]);
    // Today is one of the week's days: its statuses come from the day already read.
    for (const { status } of day) week.add(status);
    return {
      today: day.sort((a, b) => compare(a.startTime, b.startTime) || compare(String(a._id), String(b._id))).slice(0, DAY_SHOWN),
      ...requests,
      week: week.counts(),
      lapsed,
    };
  }

  /**
   * Pending appointments from `today` on, soonest first, and how many there are: one equality read
   * (`{nutritionist, status}`), filtered and ordered here. FerretDB runs neither a date range nor a
   * sort in its index, and a sorted read plus a count was two scans; the shown ones come from the
   * same read instead of one read by `_id` each.
   */
  private async requests(scope: QueryFilter<Appointment>, today: string, limit: number): Promise<{ requests: PopulatedAppointment[]; requestsTotal: number }> {
    const pending = await this.appointments.find({ ...scope, status: 'pending' }).lean<PopulatedAppointment[]>();
    const ahead = pending
      .filter((a) => a.date >= today)
      .sort((a, b) => compare(a.date, b.date) || compare(a.startTime, b.startTime) || compare(String(a._id), String(b._id)));
    return { requests: ahead.slice(0, limit), requestsTotal: ahead.length };
  }

  /**
   * The statuses of the week around `today` (Monday to Sunday on the clinic's calendar) but today's,
   * which the caller adds: one equality query per day (`{nutritionist, date}`), which FerretDB hands
   * to its index as MongoDB does, where a date range would read all of a practitioner's appointments.
   */
  private async weekAround(scope: QueryFilter<Appointment>, today: string) {
    const from = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const to = addDays(from, 6);
    const others = Array.from({ length: 7 }, (_, i) => addDays(from, i)).filter((d) => d !== today);
    const days = await Promise.all(others.map((date) => this.appointments.find({ ...scope, date }, { status: 1, _id: 0 }).lean<{ status: string }[]>()));
    const statuses = days.flat().map((d) => d.status);
    return {
      add: (status: string) => statuses.push(status),
      counts: (): WeekCounts => {
        const of = (status: string) => statuses.filter((s) => s === status).length;
        return { from, to, booked: statuses.length, completed: of('completed'), cancelled: of('cancelled'), noShows: of('no-show') };
      },
    };
  }

  /**
   * Clients whose last completed visit is before `cutoff` and who have nothing completed or booked
   * since, the most recently lapsed first, at most `limit`. Walks back day by day from the cut-off
   * (up to FOLLOW_UP_LOOKBACK_DAYS, each day an equality query) and checks each candidate's own
   * appointments (`{client}`): bounded work whatever the size of the practice.
   */
  private async lapsed(scope: QueryFilter<Appointment>, cutoff: string, limit: number): Promise<LapsedClient[]> {
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

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
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
