import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, QueryFilter, Types } from 'mongoose';
import {
  appointmentReference,
  type AppointmentStatus,
  APPOINTMENT_STATUSES,
  ErrorCode,
  Messages,
  type Paged,
  type PaymentFlowState,
  type PaymentStatus,
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
import { findPage, pageOf } from '../../common/dto/paging.dto';
import { ApiException } from '../../common/errors/api.exception';
import { op } from '../../database/trusted';
import { AuditService } from '../audit/audit.service';
import { Appointment } from '../appointments/schemas/appointment.schema';
import { UserDirectory } from '../users/user-directory';
import type { RevenueEntriesQueryDto, RevenueQueryDto } from './dto/revenue.dto';
import { paymentStateOf } from './payment-rules';
import { Payment } from './schemas/payment.schema';
import { Receipt } from './schemas/receipt.schema';

interface Group {
  _id: {
    date: string;
    nutritionist: Types.ObjectId;
    sessionType: SessionType;
    status: AppointmentStatus;
    paymentStatus: PaymentStatus;
    paymentState?: PaymentFlowState | null;
    pricePaise: number;
  };
  count: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CSV_MAX_ROWS = 100_000;

/** Which bucket a group of appointments counts in, if any. */
export function bucketOf(g: Group['_id']): RevenueBucket | null {
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
 * The clinic's money for a range of appointment dates. One `$group` (with `$sum` only, as the
 * persistence rules allow) over the appointments in range, folded into months, nutritionists and
 * session types here: the groups are at most days × nutritionists × types × states × prices.
 */
@Injectable()
export class RevenueService {
  constructor(
    @InjectModel(Appointment.name) private readonly appointments: Model<Appointment>,
    @InjectModel(Payment.name) private readonly payments: Model<Payment>,
    @InjectModel(Receipt.name) private readonly receipts: Model<Receipt>,
    private readonly directory: UserDirectory,
    private readonly audit: AuditService,
  ) {}

  async report(caller: SessionUser, query: RevenueQueryDto): Promise<RevenueReport> {
    assertRange(query.from, query.to);
    const groups = await this.appointments.aggregate<Group>([
      { $match: { ...this.scope(caller), date: op({ $gte: query.from, $lte: query.to }), pricePaise: op({ $gt: 0 }) } },
      {
        $group: {
          _id: {
            date: '$date',
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
    const filter: QueryFilter<Appointment> = {
      ...this.scope(caller),
      ...bucketFilter(query.bucket),
      date: op({ $gte: query.from, $lte: query.to }),
      pricePaise: op({ $gt: 0 }),
    };
    if (query.nutritionist) filter.nutritionist = new Types.ObjectId(query.nutritionist);
    if (query.sessionType) filter.sessionType = query.sessionType;
    if (query.month) filter.date = op({ $gte: maxOf(query.from, `${query.month}-01`), $lte: minOf(query.to, `${query.month}-31`) });
    const { page, limit, skip } = pageOf(query);
    const [docs, total] = await findPage(
      skip,
      limit,
      () => this.appointments.find(filter).sort({ date: 1, startTime: 1, _id: 1 }).skip(skip).limit(limit).lean<LeanAppointment[]>(),
      () => this.appointments.countDocuments(filter),
    );
    const data = await this.toEntries(docs);
    this.audit.record(caller, 'read', 'payment', docs.map((d) => d.client));
    return { data, page, limit, total };
  }

  /** Every payment (paid, refunded or awaiting verification) of appointments in the range, as CSV. */
  async csv(caller: SessionUser, query: RevenueQueryDto): Promise<string> {
    assertRange(query.from, query.to);
    const filter: QueryFilter<Appointment> = {
      ...this.scope(caller),
      date: op({ $gte: query.from, $lte: query.to }),
      $or: op([{ paymentStatus: op({ $in: ['paid', 'refunded'] }) }, { paymentState: 'submitted' }]) as never,
    };
    const docs = await this.appointments.find(filter).sort({ date: 1, startTime: 1, _id: 1 }).limit(CSV_MAX_ROWS).lean<LeanAppointment[]>();
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
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  if (from > to || years > 5) throw ApiException.badRequest(Messages.payments.invalidRange, ErrorCode.ValidationFailed);
}

/** Quotes every cell, and defuses spreadsheet formulas (a name starting with "=" stays text). */
function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}
