import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { Connection, Model, QueryFilter, Types } from 'mongoose';
import {
  appointmentReference,
  APPOINTMENT_STATUSES,
  ErrorCode,
  Messages,
  type Paged,
  paiseToAmount,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  type RevenueBucket,
  type RevenueEntry,
  type RevenueFigures,
  type RevenueReport,
  type RevenueRow,
  SESSION_TYPE_LABELS,
  type SessionType,
} from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { pageOf } from '../../common/dto/paging.dto';
import { ApiException } from '../../common/errors/api.exception';
import { op } from '../../database/trusted';
import { AuditService } from '../audit/audit.service';
import { APPOINTMENT_DAYS, type AppointmentDayVersion } from '../appointments/schemas/appointment-days';
import { Appointment } from '../appointments/schemas/appointment.schema';
import { UserDirectory } from '../users/user-directory';
import type { RevenueEntriesQueryDto, RevenueQueryDto } from './dto/revenue.dto';
import { paymentStateOf } from './payment-rules';
import { Payment } from './schemas/payment.schema';
import { Receipt } from './schemas/receipt.schema';
import { RevenueDay, type RevenueDayGroup } from './schemas/revenue-day.schema';

/** One day's appointments that share every field the report groups by. */
type GroupKey = Omit<RevenueDayGroup, 'count' | 'nutritionist'>;
interface Group {
  _id: GroupKey & { date: string; nutritionist: Types.ObjectId };
  count: number;
}

/** As the aggregation returns it. */
type DayGroup = { _id: GroupKey & { nutritionist: Types.ObjectId }; count: number };

/** Days aggregated concurrently: enough to overlap round trips, few enough not to flood the database. */
const DAYS_AT_ONCE = 6;
/** At most two years of days in one report. */
const MAX_DAYS = 731;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CSV_MAX_ROWS = 100_000;

/** Which bucket a group of appointments counts in, if any. */
export function bucketOf(g: Pick<Group['_id'], 'status' | 'paymentStatus' | 'paymentState'>): RevenueBucket | null {
  if (g.paymentStatus === 'paid') return 'collected';
  if (g.paymentStatus === 'refunded') return 'refunded';
  if (g.paymentState === 'submitted') return 'awaiting';
  return g.status === 'cancelled' ? null : 'outstanding';
}

/** The filter behind each bucket: the list a figure is the sum of. */
function bucketFilter(bucket: RevenueBucket): QueryFilter<Appointment> {
  switch (bucket) {
    case 'collected':
      return { paymentStatus: 'paid' };
    case 'refunded':
      return { paymentStatus: 'refunded' };
    case 'awaiting':
      return { paymentStatus: 'unpaid', paymentState: 'submitted' };
    case 'outstanding':
      return {
        paymentStatus: 'unpaid',
        paymentState: op({ $in: ['' as const, 'rejected' as const, null] }),
        status: op({ $in: APPOINTMENT_STATUSES.filter((s) => s !== 'cancelled') }),
      };
  }
}

const emptyFigures = (): RevenueFigures => ({
  collected: 0,
  awaiting: 0,
  outstanding: 0,
  refunded: 0,
  collectedCount: 0,
  awaitingCount: 0,
  outstandingCount: 0,
  refundedCount: 0,
});

type LeanAppointment = Appointment & { _id: Types.ObjectId };

/**
 * The clinic's money for a range of appointment dates. A `$group` (with `$sum` only, as the
 * persistence rules allow) per day, folded into months, nutritionists and session types here.
 */
@Injectable()
export class RevenueService {
  constructor(
    @InjectModel(Appointment.name) private readonly appointments: Model<Appointment>,
    @InjectModel(Payment.name) private readonly payments: Model<Payment>,
    @InjectModel(Receipt.name) private readonly receipts: Model<Receipt>,
    @InjectModel(RevenueDay.name) private readonly revenueDays: Model<RevenueDay>,
    @InjectConnection() private readonly connection: Connection,
    private readonly directory: UserDirectory,
    private readonly audit: AuditService,
  ) {}

  async report(caller: SessionUser, query: RevenueQueryDto): Promise<RevenueReport> {
    assertRange(query.from, query.to);
    const groups: Group[] = [];
    for (const [date, dayGroups] of await this.dayGroups(caller, daysBetween(query.from, query.to))) {
      for (const { count, nutritionist, ...key } of dayGroups) {
        if (key.pricePaise > 0) groups.push({ _id: { ...key, nutritionist: new Types.ObjectId(nutritionist), date }, count });
      }
    }
    const totals = emptyFigures();
    const byMonth = new Map<string, RevenueFigures>();
    const byNutritionist = new Map<string, RevenueFigures>();
    const bySessionType = new Map<string, RevenueFigures>();
    for (const g of groups) {
      const bucket = bucketOf(g._id);
      if (!bucket) continue;
      for (const [map, key] of [
        [byMonth, g._id.date.slice(0, 7)],
        [byNutritionist, String(g._id.nutritionist)],
        [bySessionType, g._id.sessionType],
      ] as const) {
        if (!map.has(key)) map.set(key, emptyFigures());
        add(map.get(key)!, bucket, g);
      }
      add(totals, bucket, g);
    }
    const names = await this.directory.lookup(byNutritionist.keys());
    const rows = (map: Map<string, RevenueFigures>, label: (key: string) => string) =>
      [...map].map(([key, figures]): RevenueRow => ({ key, label: label(key), ...toRupees(figures) }));
    return {
      from: query.from,
      to: query.to,
      totals: toRupees(totals),
      byMonth: rows(byMonth, monthLabel).sort((a, b) => a.key.localeCompare(b.key)),
      byNutritionist: rows(byNutritionist, (id) => names.get(id)?.name ?? 'Deleted user').sort((a, b) => b.collected - a.collected || a.label.localeCompare(b.label)),
      bySessionType: rows(bySessionType, (t) => SESSION_TYPE_LABELS[t as SessionType] ?? t).sort((a, b) => a.key.localeCompare(b.key)),
    };
  }

  /** The appointments behind one figure, in date order. */
  async entries(caller: SessionUser, query: RevenueEntriesQueryDto): Promise<Paged<RevenueEntry>> {
    assertRange(query.from, query.to);
    const filter: QueryFilter<Appointment> = { ...this.scope(caller), ...bucketFilter(query.bucket), pricePaise: op({ $gt: 0 }) };
    if (query.nutritionist) filter.nutritionist = new Types.ObjectId(query.nutritionist);
    if (query.sessionType) filter.sessionType = query.sessionType;
    const from = query.month ? maxOf(query.from, `${query.month}-01`) : query.from;
    const to = query.month ? minOf(query.to, `${query.month}-31`) : query.to;
    // Day by day, as the report (an equality on `date` is indexed on FerretDB, a range is not): each
    // day's count comes from the report's per-day groups, then only the days the page falls on are read.
    const days = daysBetween(from, to);
    const counts = new Map<string, number>();
    for (const [date, dayGroups] of await this.dayGroups(caller, days)) {
      const matching = dayGroups.filter(
        (g) =>
          g.pricePaise > 0 &&
          bucketOf(g) === query.bucket &&
          (!query.nutritionist || g.nutritionist === query.nutritionist) &&
          (!query.sessionType || g.sessionType === query.sessionType),
      );
      counts.set(date, matching.reduce((sum, g) => sum + g.count, 0));
    }
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const { page, limit, skip } = pageOf(query);
    const docs: LeanAppointment[] = [];
    let before = 0;
    for (const date of days) {
      const count = counts.get(date) ?? 0;
      if (docs.length >= limit) break;
      if (count > 0 && before + count > skip) {
        const within = Math.max(0, skip - before);
        docs.push(
          ...(await this.appointments
            .find({ ...filter, date })
            .sort({ startTime: 1, _id: 1 })
            .skip(within)
            .limit(limit - docs.length)
            .lean<LeanAppointment[]>()),
        );
      }
      before += count;
    }
    const data = await this.toEntries(docs);
    this.audit.record(caller, 'read', 'payment', docs.map((d) => d.client));
    return { data, page, limit, total };
  }

  /** Every payment (paid, refunded or awaiting verification) of appointments in the range, as CSV. */
  async csv(caller: SessionUser, query: RevenueQueryDto): Promise<string> {
    assertRange(query.from, query.to);
    const scope = this.scope(caller);
    const paid = op([{ paymentStatus: op({ $in: ['paid', 'refunded'] }) }, { paymentState: 'submitted' }]) as never;
    // Day by day, as the report: an equality on `date` is indexed on FerretDB too, a range is not.
    const docs: LeanAppointment[] = [];
    const withPayments = [...(await this.dayGroups(caller, daysBetween(query.from, query.to)))]
      .filter(([, groups]) => groups.some((g) => g.paymentStatus === 'paid' || g.paymentStatus === 'refunded' || g.paymentState === 'submitted'))
      .map(([date]) => date);
    await inBatches(withPayments, DAYS_AT_ONCE, async (date) => {
      if (docs.length >= CSV_MAX_ROWS) return;
      docs.push(...(await this.appointments.find({ ...scope, date, $or: paid }).lean<LeanAppointment[]>()));
    });
    docs.sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || String(a._id).localeCompare(String(b._id)));
    docs.splice(CSV_MAX_ROWS);
    const entries = await this.toEntries(docs);
    this.audit.record(caller, 'export', 'payment', docs.map((d) => d.client));
    const header = ['Receipt', 'Appointment', 'Date', 'Client', 'Nutritionist', 'Session type', 'Amount (INR)', 'Payment', 'Method', 'Reference', 'Paid at'];
    const lines = entries.map((e) => [
      e.receiptNumber ?? '',
      e.reference,
      e.date,
      e.client.name,
      e.nutritionist.name,
      SESSION_TYPE_LABELS[e.sessionType],
      paiseToAmount(Math.round(e.amount * 100)),
      PAYMENT_STATE_LABELS[e.state],
      e.method ? PAYMENT_METHOD_LABELS[e.method] : '',
      e.paymentReference,
      e.paidAt ?? '',
    ]);
    return [header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
  }

  private async toEntries(docs: LeanAppointment[]): Promise<RevenueEntry[]> {
    if (docs.length === 0) return [];
    const ids = docs.map((d) => d._id);
    // Both by `_id`: the payment and the receipt share the appointment's id.
    const [payments, receipts, people] = await Promise.all([
      this.payments.find({ _id: op({ $in: ids }) }).lean<(Payment & { _id: Types.ObjectId })[]>(),
      this.receipts.find({ _id: op({ $in: ids }) }, { number: 1 }).lean<{ _id: Types.ObjectId; number: string }[]>(),
      this.directory.lookup(docs.flatMap((d) => [d.client, d.nutritionist])),
    ]);
    const paymentOf = new Map(payments.map((p) => [String(p._id), p]));
    const receiptOf = new Map(receipts.map((r) => [String(r._id), r.number]));
    const person = (id: Types.ObjectId) => ({ _id: String(id), name: people.get(String(id))?.name ?? 'Deleted user' });
    return docs.map((d) => {
      const id = String(d._id);
      const state = paymentStateOf(d.paymentStatus, d.paymentState);
      const payment = state === 'unpaid' || state === 'rejected' ? undefined : paymentOf.get(id);
      return {
        appointmentId: id,
        reference: appointmentReference(id),
        date: d.date,
        client: person(d.client),
        nutritionist: person(d.nutritionist),
        sessionType: d.sessionType,
        status: d.status,
        amount: (payment?.amountPaise ?? d.pricePaise) / 100,
        state,
        method: payment?.method ?? null,
        paymentReference: payment ? payment.utr || payment.reference : '',
        paidAt: payment?.paidAt ? new Date(payment.paidAt).toISOString() : null,
        receiptNumber: receiptOf.get(id) ?? null,
      };
    });
  }

  /**
   * Each day's appointments grouped by what the report needs, the caller's only for a nutritionist.
   * A day's groups are kept in `revenue_days` while that day's appointments have not changed (the
   * counter in `appointment_days`), so a year's report reads 365 small documents instead of grouping
   * 100,000 appointments (FerretDB groups in its own code: ≈ 75 ms a day; docs/benchmarks.md).
   * An admin's report fills what is missing or stale; a nutritionist's reads it and groups only their
   * own appointments for the days it lacks, so their first report is not the whole clinic's work.
   */
  private async dayGroups(caller: SessionUser, days: string[]): Promise<Map<string, RevenueDayGroup[]>> {
    const result = new Map<string, RevenueDayGroup[]>(days.map((d) => [d, []]));
    if (days.length === 0) return result;
    const range = { $gte: days[0], $lte: days[days.length - 1] };
    const [versions, kept] = await Promise.all([
      this.connection.collection<AppointmentDayVersion>(APPOINTMENT_DAYS).find({ _id: range }).toArray(),
      this.revenueDays.find({ _id: op(range) }).lean<RevenueDay[]>(),
    ]);
    const versionOf = new Map(versions.map((d) => [d._id, d.v]));
    const current = new Map(kept.filter((d) => d.v === (versionOf.get(d._id) ?? 0)).map((d) => [d._id, JSON.parse(d.groups) as RevenueDayGroup[]]));
    const own = caller.role === 'nutritionist' ? caller.id : null;
    const missing = days.filter((d) => !current.has(d));
    await inBatches(missing, DAYS_AT_ONCE, async (date) => {
      // Read before grouping: a write during the grouping raises the counter past it.
      const v = versionOf.get(date) ?? 0;
      const groups = await this.groupDay(date, own);
      if (!own) await this.keep(date, v, groups);
      result.set(date, groups);
    });
    for (const [date, groups] of current) result.set(date, own ? groups.filter((g) => g.nutritionist === own) : groups);
    return result;
  }

  private async groupDay(date: string, nutritionist: string | null): Promise<RevenueDayGroup[]> {
    const groups = await this.appointments.aggregate<DayGroup>([
      { $match: { ...(nutritionist ? { nutritionist: new Types.ObjectId(nutritionist) } : {}), date } },
      {
        $group: {
          _id: {
            nutritionist: '$nutritionist',
            sessionType: '$sessionType',
            status: '$status',
            paymentStatus: '$paymentStatus',
            paymentState: '$paymentState',
            pricePaise: '$pricePaise',
          },
          // One accumulator only: FerretDB 1.24 returns 0 for every accumulator after the first
          // (measured: `{paise: {$sum: '$pricePaise'}, count: {$sum: 1}}` gave count 0). The price
          // is part of the key instead, and a group's money is count × price, exact in paise.
          count: { $sum: 1 },
        },
      },
    ]);
    return groups.map(({ _id, count }) => ({ ..._id, nutritionist: String(_id.nutritionist), count }));
  }

  /** Stores a day's groups with the counter they were computed at; a stale write is only recomputed later. */
  private async keep(date: string, v: number, groups: RevenueDayGroup[]): Promise<void> {
    try {
      await this.revenueDays.updateOne({ _id: date }, { $set: { v, groups: JSON.stringify(groups) } }, { upsert: true });
    } catch (error) {
      // Two reports filled the same day at once; either answer serves until the day changes.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }

  /** The admin sees the clinic's money; a nutritionist their own appointments'. */
  private scope(caller: SessionUser): QueryFilter<Appointment> {
    return caller.role === 'nutritionist' ? { nutritionist: new Types.ObjectId(caller.id) } : {};
  }
}

function add(figures: RevenueFigures, bucket: RevenueBucket, g: Group) {
  figures[bucket] += g.count * g._id.pricePaise;
  figures[`${bucket}Count`] += g.count;
}

/** Sums are kept in paise while adding up; rupees only at the end, so nothing drifts. */
function toRupees(f: RevenueFigures): RevenueFigures {
  return { ...f, collected: f.collected / 100, awaiting: f.awaiting / 100, outstanding: f.outstanding / 100, refunded: f.refunded / 100 };
}

function monthLabel(key: string): string {
  const [y, m] = key.split('-').map(Number);
  return `${MONTHS[m - 1]} ${y}`;
}

const maxOf = (a: string, b: string) => (a > b ? a : b);
const minOf = (a: string, b: string) => (a < b ? a : b);

function assertRange(from: string, to: string) {
  if (from > to || daysBetween(from, to, MAX_DAYS + 1).length > MAX_DAYS) {
    throw ApiException.badRequest(Messages.payments.invalidRange, ErrorCode.RevenueInvalidRange);
  }
}

/** Every calendar date from `from` to `to`, inclusive (at most `cap` of them). */
export function daysBetween(from: string, to: string, cap = MAX_DAYS): string[] {
  const days: string[] = [];
  const [y, m, d] = from.split('-').map(Number);
  for (let i = 0; days.length < cap; i++) {
    const day = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (day > to) break;
    days.push(day);
  }
  return days;
}

async function inBatches<T>(items: T[], size: number, task: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(task));
}

/** Quotes every cell, and defuses spreadsheet formulas (a name starting with "=" stays text). */
function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}
