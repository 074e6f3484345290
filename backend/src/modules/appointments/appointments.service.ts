import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, QueryFilter, Types } from 'mongoose';
import {
  ACTIVE_STATUSES,
  type Appointment as AppointmentView,
  ErrorCode,
  isClinician,
  Messages,
  type Paged,
  type PriceList,
  type AppointmentStatus,
  type WebhookEventType,
  type TimeRange,
  toMinutes,
  toPaise,
} from '@clinic/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { KeyedSerializer } from '../../common/concurrency/keyed-serializer';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { findPage, pageOf, PagingQueryDto } from '../../common/dto/paging.dto';
import { ApiException } from '../../common/errors/api.exception';
import { ClinicClock } from '../../common/time/clinic-clock';
import { CLIENT_VERSIONS } from '../../database/client-versions';
import { KeptReads } from '../../database/kept-reads';
import { op } from '../../database/trusted';
import { AuditService } from '../audit/audit.service';
import { AvailabilityService } from '../availability/availability.service';
import { CareTeamService } from '../care-team/care-team.service';
import { UserDirectory, UserLookup } from '../users/user-directory';
import type { PopulatedUser } from '../users/user-ref';
import type { CancelAppointmentDto, CreateAppointmentDto, ListAppointmentsQueryDto, RescheduleAppointmentDto, UpdateAppointmentDto } from './dto/appointment.dto';
import { Appointment } from './schemas/appointment.schema';
import { PRACTICE_VERSIONS, practiceOf } from './schemas/practice-versions';
import { PEOPLE, type PopulatedAppointment, toAppointmentView } from './appointments.mapper';
import { lockKeys, SlotLocksService } from './slot-locks.service';
import { ClinicSettingsService } from '../settings/clinic-settings.service';
import { WebhooksService } from '../webhooks/webhooks.service';
import { type AppointmentEvent, NotificationsService } from '../notifications/notifications.service';
import { RemindersService } from '../notifications/reminders.service';

const isActive = (status: string) => (ACTIVE_STATUSES as readonly string[]).includes(status);

/** A calendar date `days` after `date` (both YYYY-MM-DD; no time zone involved). */
function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The webhook event a status change announces. */
const STATUS_EVENTS: Partial<Record<AppointmentStatus, WebhookEventType>> = {
  confirmed: 'appointment.confirmed',
  completed: 'appointment.completed',
  cancelled: 'appointment.cancelled',
  'no-show': 'appointment.no_show',
};

/** Events about one appointment reach each endpoint in order. */
const appointmentSubject = (id: string) => ({ link: `/api/appointments/${id}`, orderKey: `appointment:${id}` });

/** What a webhook says about an appointment: who, when and its status; never notes or prices. */
function appointmentEvent(
  id: string,
  people: { clientId: string; nutritionistId: string },
  time: { date: string; startTime: string; endTime: string },
  status: string,
  previousStatus?: string,
) {
  return { appointmentId: id, ...people, date: time.date, startTime: time.startTime, endTime: time.endTime, status, ...(previousStatus ? { previousStatus } : {}) };
}

/** What notifications and reminders say about an appointment: who, when, what kind; never notes or prices. */
function notificationFacts(
  id: string,
  people: { clientId: string; nutritionistId: string },
  a: Pick<AppointmentEvent, 'date' | 'startTime' | 'endTime' | 'sessionType' | 'mode'>,
): AppointmentEvent {
  return { id, ...people, date: a.date, startTime: a.startTime, endTime: a.endTime, sessionType: a.sessionType, mode: a.mode };
}

@Injectable()
export class AppointmentsService {
  constructor(
    @InjectModel(Appointment.name) private readonly appointments: Model<Appointment>,
    private readonly users: UserLookup,
    private readonly availability: AvailabilityService,
    private readonly locks: SlotLocksService,
    private readonly clock: ClinicClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly directory: UserDirectory,
    private readonly careTeam: CareTeamService,
    private readonly webhooks: WebhooksService,
    private readonly notifications: NotificationsService,
    private readonly reminders: RemindersService,
    private readonly settings: ClinicSettingsService,
  ) {}

  /** A client's bookings run one after another on this instance, so two at once cannot both pass the pending cap. */
  private readonly clientBookings = new KeyedSerializer();
  /** Practitioners' list pages (documents as read, and the total), kept while their practice's appointments are unchanged. */
  private readonly keptPages = new KeptReads<[PopulatedAppointment[], number]>(PRACTICE_VERSIONS, 500);
  /** A client's own list pages, kept while their appointments are unchanged (`client_versions`). */
  private readonly keptClientPages = new KeptReads<[PopulatedAppointment[], number]>(CLIENT_VERSIONS, 5_000);
  /** A nutritionist's taken times of a day, kept while their practice's appointments are unchanged. */
  private readonly keptBooked = new KeptReads<TimeRange[]>(PRACTICE_VERSIONS, 2_000);

  async priceList(): Promise<PriceList> {
    const paise = (await this.settings.get()).pricesPaise;
    return {
      currency: 'INR',
      prices: { consultation: paise.consultation / 100, 'follow-up': paise['follow-up'] / 100, 'meal-plan-review': paise['meal-plan-review'] / 100 },
      booking: { ...this.config.booking },
    };
  }

  async create(caller: SessionUser, dto: CreateAppointmentDto): Promise<AppointmentView> {
    if (caller.role !== 'client') return this.book(caller, dto);
    return this.clientBookings.run(caller.id, async () => {
      await this.assertPendingBelowCap(caller.id);
      return this.book(caller, dto);
    });
  }

  private async book(caller: SessionUser, dto: CreateAppointmentDto): Promise<AppointmentView> {
    const clientId = await this.resolveClient(caller, dto);
    if (caller.role === 'nutritionist' && dto.nutritionist !== caller.id) {
      throw ApiException.forbidden(Messages.appointments.ownAppointmentsOnly, ErrorCode.AppointmentNotYours);
    }
    if (!isClinician(await this.users.roleOf(dto.nutritionist))) {
      throw ApiException.badRequest(Messages.appointments.notANutritionist, ErrorCode.ValidationFailed);
    }
    // A nutritionist's own booking would otherwise be a way onto any client's care team.
    if (caller.role === 'nutritionist' && !(await this.careTeam.isMember(caller.id, clientId))) {
      throw ApiException.forbidden(Messages.care.notYourClient, ErrorCode.NotYourClient);
    }
    const range: TimeRange = { startTime: dto.startTime, endTime: dto.endTime };
    await this.assertBookable(dto.nutritionist, dto.date, range);

    // The price list as it is now: a later change of the clinic's prices leaves this booking's alone.
    let pricePaise = (await this.settings.get()).pricesPaise[dto.sessionType];
    // A client's price (spec section 7 sends one) is accepted and ignored: the clinic's price applies.
    if (dto.price !== undefined && caller.role !== 'client') {
      pricePaise = toPaise(dto.price) ?? -1;
      if (pricePaise < 0) throw ApiException.badRequest(Messages.appointments.invalidPrice, ErrorCode.AppointmentInvalidPrice);
    }

    // Locks first: when two requests race for one slot, exactly one gets all its half hours.
    const _id = new Types.ObjectId();
    await this.locks.acquire(_id, dto.nutritionist, dto.date, range);
    try {
      await this.appointments.create({
        _id,
        nutritionist: new Types.ObjectId(dto.nutritionist),
        client: new Types.ObjectId(clientId),
        date: dto.date,
        startTime: dto.startTime,
        endTime: dto.endTime,
        sessionType: dto.sessionType,
        mode: dto.mode ?? 'in-person',
        pricePaise,
        notes: dto.notes ?? '',
      });
    } catch (error) {
      await this.locks.release(_id);
      throw error;
    }
    this.audit.record(caller, 'create', 'appointment', [clientId], String(_id));
    await this.webhooks.emit('appointment.booked', appointmentEvent(String(_id), { clientId, nutritionistId: dto.nutritionist }, dto, 'pending'), appointmentSubject(String(_id)));
    const facts = notificationFacts(String(_id), { clientId, nutritionistId: dto.nutritionist }, { ...dto, mode: dto.mode ?? 'in-person' });
    await this.notifications.appointmentBooked(facts);
    await this.reminders.plan(facts);
    // The client booking, or the clinic booking for them, puts the practitioner on the care team.
    if (caller.role !== 'nutritionist') await this.careTeam.join(clientId, dto.nutritionist, caller.role === 'client' ? 'client-booking' : 'admin', caller.id);
    return toAppointmentView(await this.findVisible(caller, String(_id)));
  }

  /**
   * Whether a nutritionist's time can take an appointment: length, future, horizon, working hours.
   * A new booking and a move both pass here, so they follow the same rules. (The slot being free is
   * not checked here: the slot locks decide that, atomically, when the time is claimed.)
   */
  private async assertBookable(nutritionist: string, date: string, range: TimeRange): Promise<void> {
    if (toMinutes(range.startTime) >= toMinutes(range.endTime)) throw ApiException.badRequest(Messages.availability.startBeforeEnd, ErrorCode.AppointmentEndBeforeStart);
    const { sessionMinutes, horizonDays } = this.config.booking;
    if (toMinutes(range.endTime) - toMinutes(range.startTime) !== sessionMinutes) {
      throw ApiException.badRequest(Messages.appointments.wrongLength(sessionMinutes), ErrorCode.WrongLength);
    }
    if (!this.clock.isFuture(date, range.startTime)) {
      throw ApiException.badRequest(Messages.appointments.inThePast, ErrorCode.InThePast);
    }
    if (date > addCalendarDays(this.clock.today(), horizonDays)) {
      throw ApiException.badRequest(Messages.appointments.beyondHorizon(horizonDays), ErrorCode.BeyondHorizon);
    }
    await this.assertWithinAvailability(nutritionist, date, range);
  }

  /**
   * Moves a pending or confirmed appointment to another time of the same nutritionist. The new time
   * is claimed through the slot locks (unique inserts) exactly as a booking claims it, so a move and a
   * booking racing for one slot leave one winner; the old time's locks go only after the move is
   * written. Any refusal leaves the appointment and its locks as they were.
   */
  async reschedule(caller: SessionUser, id: string, dto: RescheduleAppointmentDto): Promise<AppointmentView> {
    const current = await this.findVisible(caller, id);
    await this.assertMayChange(caller, current);
    if (dto.date === current.date && dto.startTime === current.startTime && dto.endTime === current.endTime) {
      throw ApiException.badRequest(Messages.appointments.sameTime, ErrorCode.AppointmentSameTime);
    }
    const nutritionist = String(idOf(current.nutritionist));
    const range: TimeRange = { startTime: dto.startTime, endTime: dto.endTime };
    await this.assertBookable(nutritionist, dto.date, range);

    const oldKeys = lockKeys(nutritionist, current.date, current);
    const newKeys = lockKeys(nutritionist, dto.date, range);
    const taken = newKeys.filter((key) => !oldKeys.includes(key));
    await this.locks.acquire(current._id, nutritionist, dto.date, range, oldKeys);
    let moved = false;
    try {
      // Matches only while the appointment is still where and as it was read: a cancel or another move
      // in between wins, and this one gives its new locks back.
      const result = await this.appointments.updateOne(
        { _id: current._id, status: current.status, date: current.date, startTime: current.startTime },
        { $set: { date: dto.date, startTime: dto.startTime, endTime: dto.endTime } },
        { runValidators: true },
      );
      moved = result.modifiedCount === 1;
    } finally {
      if (!moved) await this.locks.releaseKeys(current._id, taken);
    }
    if (!moved) throw ApiException.conflict(Messages.appointments.notMovable, ErrorCode.AppointmentNotMovable);
    await this.locks.releaseKeys(current._id, oldKeys.filter((key) => !newKeys.includes(key)));

    this.audit.record(caller, 'update', 'appointment', [idOf(current.client)], id);
    const people = peopleOf(current);
    const from = { date: current.date, startTime: current.startTime, endTime: current.endTime };
    await this.webhooks.emit('appointment.rescheduled', { ...appointmentEvent(id, people, dto, current.status), previous: from }, appointmentSubject(id));
    const facts = notificationFacts(id, people, { ...current, ...dto });
    await this.notifications.appointmentRescheduled(facts, from, caller.id);
    await this.reminders.plan(facts);
    return toAppointmentView(await this.findVisible(caller, id));
  }

  /**
   * Cancels a pending or confirmed appointment, keeping the record (who, when, why); its time is free
   * at once. The clinic gives a reason (the client reads it); a client may.
   */
  async cancel(caller: SessionUser, id: string, dto: CancelAppointmentDto): Promise<AppointmentView> {
    const current = await this.findVisible(caller, id);
    await this.assertMayChange(caller, current);
    const reason = dto.reason ?? '';
    if (caller.role !== 'client' && !reason) throw ApiException.badRequest(Messages.appointments.cancelReasonRequired, ErrorCode.AppointmentCancelReasonRequired);
    const result = await this.appointments.updateOne(
      { _id: current._id, status: current.status },
      { $set: { status: 'cancelled', cancelledBy: new Types.ObjectId(caller.id), cancelledAt: new Date(), cancelReason: reason } },
      { runValidators: true },
    );
    if (result.modifiedCount !== 1) throw ApiException.conflict(Messages.appointments.notMovable, ErrorCode.AppointmentNotMovable);
    await this.locks.release(current._id);
    this.audit.record(caller, 'update', 'appointment', [idOf(current.client)], id);
    const people = peopleOf(current);
    await this.webhooks.emit('appointment.cancelled', appointmentEvent(id, people, current, 'cancelled', current.status), appointmentSubject(id));
    await this.reminders.drop(id);
    await this.notifications.appointmentChanged(notificationFacts(id, people, current), 'cancelled', caller.id, reason || undefined);
    return toAppointmentView(await this.findVisible(caller, id));
  }

  /**
   * Who may cancel or move this appointment now: it must be pending or confirmed; a client only up to
   * the clinic's cut-off before the start (after it, they are told to message or call the clinic).
   * Practitioners always (the scope already limits a nutritionist to their own).
   */
  private async assertMayChange(caller: SessionUser, current: PopulatedAppointment): Promise<void> {
    if (!isActive(current.status)) throw ApiException.conflict(Messages.appointments.notMovable, ErrorCode.AppointmentNotMovable);
    if (caller.role !== 'client') return;
    const { cancelCutoffHours } = await this.settings.get();
    const startsIn = this.clock.toInstant(current.date, current.startTime).getTime() - this.clock.instant().getTime();
    if (startsIn < cancelCutoffHours * 3_600_000) {
      throw ApiException.forbidden(Messages.appointments.pastCutoff(cancelCutoffHours), ErrorCode.AppointmentPastCutoff);
    }
  }

  private async assertPendingBelowCap(clientId: string): Promise<void> {
    const { maxPending } = this.config.booking;
    const pending = await this.appointments.countDocuments({ client: new Types.ObjectId(clientId), status: 'pending', date: op({ $gte: this.clock.today() }) });
    if (pending >= maxPending) throw ApiException.conflict(Messages.appointments.tooManyPending(maxPending), ErrorCode.TooManyPending);
  }

  async list(caller: SessionUser, query: ListAppointmentsQueryDto): Promise<Paged<AppointmentView>> {
    const filter: QueryFilter<Appointment> = { ...this.scope(caller) };
    if (query.startDate || query.endDate) {
      filter.date = op({ ...(query.startDate ? { $gte: query.startDate } : {}), ...(query.endDate ? { $lte: query.endDate } : {}) });
    }
    // Added to the caller's scope, never replacing it: a nutritionist naming another sees nothing.
    if (query.nutritionist) filter.$and = [{ nutritionist: new Types.ObjectId(query.nutritionist) }];
    if (query.status) filter.status = query.status;
    if (query.sessionType) filter.sessionType = query.sessionType;
    if (query.mode) filter.mode = query.mode;
    if (query.sort === 'upcoming') return this.upcomingFirst(caller, filter, query);
    const direction = query.sort === 'date' ? 1 : -1;
    return this.page(caller, filter, query, { date: direction, startTime: direction, _id: direction });
  }

  /**
   * Appointments still ahead on the clinic's clock, soonest first, then past ones, most recent first:
   * what a client looks for first is the next appointment. Two ordered ranges paged as one list.
   */
  private async upcomingFirst(caller: SessionUser, filter: QueryFilter<Appointment>, query: ListAppointmentsQueryDto): Promise<Paged<AppointmentView>> {
    const { page, limit, skip } = pageOf(query);
    const now = this.clock.now();
    const ahead: QueryFilter<Appointment> = { ...filter, $or: [{ date: op({ $gt: now.date }) }, { date: now.date, startTime: op({ $gte: now.time }) }] };
    const past: QueryFilter<Appointment> = { ...filter, $or: [{ date: op({ $lt: now.date }) }, { date: now.date, startTime: op({ $lt: now.time }) }] };
    const [docs, total] = await this.kept(caller, ['upcoming', ahead, skip, limit], async () => {
      const [aheadCount, pastCount] = await Promise.all([this.appointments.countDocuments(ahead), this.appointments.countDocuments(past)]);
      const found: PopulatedAppointment[] = [];
      if (skip < aheadCount) {
        found.push(...(await this.appointments.find(ahead).sort({ date: 1, startTime: 1, _id: 1 }).skip(skip).limit(limit).lean<PopulatedAppointment[]>()));
      }
      if (found.length < limit) {
        const pastSkip = Math.max(0, skip - aheadCount);
        found.push(...(await this.appointments.find(past).sort({ date: -1, startTime: -1, _id: -1 }).skip(pastSkip).limit(limit - found.length).lean<PopulatedAppointment[]>()));
      }
      return [found, aheadCount + pastCount];
    });
    const data = (await this.directory.populate(docs, PEOPLE)).map(toAppointmentView);
    this.audit.record(caller, 'read', 'appointment', data.map((a) => a.client._id));
    return { data, page, limit, total };
  }

  /** One day's appointments within the caller's scope, in time order (today or any date). */
  onDate(caller: SessionUser, date: string, paging: PagingQueryDto): Promise<Paged<AppointmentView>> {
    return this.page(caller, { ...this.scope(caller), date }, { page: paging.page, limit: paging.limit ?? 100 }, { startTime: 1, _id: 1 });
  }

  today(caller: SessionUser, paging: PagingQueryDto) {
    return this.onDate(caller, this.clock.today(), paging);
  }

  /** Times taken on a day, without saying by whom: what the booking form hides. */
  async booked(nutritionist: string, date: string): Promise<TimeRange[]> {
    // Asked each time a client picks a date; one read by `_id` while the practice is unchanged.
    // The version's key as the middleware writes it (a lower-case hex id, whatever the query's case).
    const practice = String(new Types.ObjectId(nutritionist));
    const taken = await this.keptBooked.get(this.appointments.db, practice, `${practice}|${date}`, async () => {
      const docs = await this.appointments
        .find({ nutritionist, date, status: op({ $in: [...ACTIVE_STATUSES] }) }, { startTime: 1, endTime: 1, _id: 0 })
        .sort({ startTime: 1 })
        .limit(100)
        .lean();
      return docs.map(({ startTime, endTime }) => ({ startTime, endTime }));
    });
    return taken.map((range) => ({ ...range }));
  }

  async get(caller: SessionUser, id: string): Promise<AppointmentView> {
    const appointment = toAppointmentView(await this.findVisible(caller, id));
    this.audit.record(caller, 'read', 'appointment', [appointment.client._id], id);
    return appointment;
  }

  async update(caller: SessionUser, id: string, dto: UpdateAppointmentDto): Promise<AppointmentView> {
    const current = await this.findVisible(caller, id);
    if (caller.role === 'client') {
      const { notes, ...rest } = dto;
      // The appointment as read, written back (issue 60): the practitioner's fields at their current values are no change.
      const unchanged = { status: current.status, paymentStatus: current.paymentStatus, price: current.pricePaise / 100, meetingLink: current.meetingLink ?? '' };
      const changes = Object.entries(rest).filter(([key, v]) => v !== undefined && v !== unchanged[key as keyof typeof unchanged]);
      if (changes.length) throw ApiException.forbidden(Messages.appointments.clientCannotChange, ErrorCode.AppointmentClientCannotChange);
      if (notes !== undefined) await this.appointments.updateOne({ _id: current._id }, { $set: { notes } });
      this.audit.record(caller, 'update', 'appointment', [idOf(current.client)], id);
      return toAppointmentView(await this.findVisible(caller, id));
    }

    const set: Partial<Appointment> = {};
    // A no-show is a fact about a time that has come: not before the start on the clinic's clock.
    if (dto.status === 'no-show' && current.status !== 'no-show' && this.clock.isFuture(current.date, current.startTime)) {
      throw ApiException.badRequest(Messages.appointments.noShowTooEarly, ErrorCode.AppointmentNoShowTooEarly);
    }
    const cancelling = dto.status === 'cancelled' && current.status !== 'cancelled';
    if (dto.cancelReason !== undefined && dto.status !== 'cancelled') {
      throw ApiException.badRequest(Messages.appointments.cancelReasonOnlyWhenCancelling, ErrorCode.AppointmentCancelReasonWithoutCancel);
    }
    // Cancelling is a status change that keeps the record, with who, when and why.
    if (cancelling) Object.assign(set, { cancelledBy: new Types.ObjectId(caller.id), cancelledAt: new Date(), cancelReason: dto.cancelReason ?? '' });
    else if (dto.status === 'cancelled' && dto.cancelReason !== undefined) set.cancelReason = dto.cancelReason;
    else if (dto.status !== undefined && dto.status !== 'cancelled') Object.assign(set, { cancelledBy: null, cancelledAt: null, cancelReason: null });
    if (dto.notes !== undefined) set.notes = dto.notes;
    if (dto.paymentStatus !== undefined) set.paymentStatus = dto.paymentStatus;
    if (dto.price !== undefined) {
      const paise = toPaise(dto.price);
      if (paise === null) throw ApiException.badRequest(Messages.appointments.invalidPrice, ErrorCode.AppointmentInvalidPrice);
      set.pricePaise = paise;
    }
    if (dto.meetingLink !== undefined) {
      if (dto.meetingLink && current.mode !== 'online') throw ApiException.badRequest(Messages.appointments.meetingLinkOnline, ErrorCode.AppointmentMeetingLinkNotOnline);
      set.meetingLink = dto.meetingLink;
    }

    const wasActive = isActive(current.status);
    const willBeActive = dto.status === undefined ? wasActive : isActive(dto.status);
    if (dto.status !== undefined) set.status = dto.status;
    // Taking a cancelled or completed appointment back into the schedule needs its time free again.
    if (!wasActive && willBeActive) {
      await this.locks.acquire(current._id, String(idOf(current.nutritionist)), current.date, current);
    }
    try {
      await this.appointments.updateOne({ _id: current._id }, { $set: set }, { runValidators: true });
    } catch (error) {
      if (!wasActive && willBeActive) await this.locks.release(current._id);
      throw error;
    }
    if (wasActive && !willBeActive) await this.locks.release(current._id);
    this.audit.record(caller, 'update', 'appointment', [idOf(current.client)], id);
    const statusEvent = dto.status !== undefined && dto.status !== current.status ? STATUS_EVENTS[dto.status] : undefined;
    if (statusEvent) await this.webhooks.emit(statusEvent, appointmentEvent(id, peopleOf(current), current, dto.status as string, current.status), appointmentSubject(id));
    if (dto.status !== undefined && dto.status !== current.status) {
      const facts = notificationFacts(id, peopleOf(current), current);
      if (dto.status === 'confirmed' || dto.status === 'cancelled') await this.notifications.appointmentChanged(facts, dto.status, caller.id, dto.status === 'cancelled' ? dto.cancelReason || undefined : undefined);
      if (dto.status === 'no-show') await this.notifications.appointmentNoShow(facts);
      if (willBeActive) await this.reminders.plan(facts);
      else await this.reminders.drop(id);
    }
    return toAppointmentView(await this.findVisible(caller, id));
  }

  async remove(caller: SessionUser, id: string): Promise<void> {
    const current = await this.findVisible(caller, id);
    if (caller.role === 'client' && !(current.status === 'pending' && this.clock.isFuture(current.date, current.startTime))) {
      throw ApiException.forbidden(Messages.appointments.clientCannotDelete, ErrorCode.AppointmentClientCannotDelete);
    }
    await this.appointments.deleteOne({ _id: current._id });
    await this.locks.release(current._id);
    this.audit.record(caller, 'delete', 'appointment', [idOf(current.client)], id);
    // Gone from the schedule, as a cancellation is: receivers hear of it the same way.
    await this.webhooks.emit('appointment.cancelled', appointmentEvent(id, peopleOf(current), current, 'deleted', current.status), appointmentSubject(id));
    await this.reminders.drop(id);
    if (isActive(current.status)) await this.notifications.appointmentChanged(notificationFacts(id, peopleOf(current), current), 'cancelled', caller.id);
  }

  /** Written only by the payments module, which owns the rules for moving between these. */
  async setPayment(id: Types.ObjectId, payment: Pick<Appointment, 'paymentStatus' | 'paymentState'>): Promise<void> {
    await this.appointments.updateOne({ _id: id }, { $set: payment }, { runValidators: true });
  }

  /** Whether the user has a pending or confirmed appointment still ahead (as client or nutritionist). */
  async hasUpcoming(userId: string): Promise<boolean> {
    const today = this.clock.today();
    const id = new Types.ObjectId(userId);
    const active = { status: op({ $in: [...ACTIVE_STATUSES] }), date: op({ $gte: today }) };
    return Boolean((await this.appointments.exists({ client: id, ...active })) || (await this.appointments.exists({ nutritionist: id, ...active })));
  }

  async findVisible(caller: SessionUser, id: string): Promise<PopulatedAppointment> {
    const doc = await this.appointments.findOne({ _id: id, ...this.scope(caller) }).lean<PopulatedAppointment>();
    // Someone else's appointment is "not found": its existence is not the caller's business.
    if (!doc) throw ApiException.notFound(Messages.appointments.notFound, ErrorCode.AppointmentNotFound);
    const [populated] = await this.directory.populate([doc], PEOPLE);
    return populated;
  }

  /** What each role may see: clients their own, nutritionists theirs, the admin everything. */
  private scope(caller: SessionUser): QueryFilter<Appointment> {
    if (caller.role === 'client') return { client: new Types.ObjectId(caller.id) };
    if (caller.role === 'nutritionist') return { nutritionist: new Types.ObjectId(caller.id) };
    return {};
  }

  private async resolveClient(caller: SessionUser, dto: CreateAppointmentDto): Promise<string> {
    if (caller.role === 'client') {
      if (dto.client !== undefined && dto.client !== caller.id) throw ApiException.forbidden(Messages.appointments.bookForYourself, ErrorCode.AppointmentBookForYourself);
      return caller.id;
    }
    if (!dto.client) throw ApiException.badRequest(Messages.appointments.clientRequired, ErrorCode.AppointmentClientRequired);
    if ((await this.users.roleOf(dto.client)) !== 'client') throw ApiException.badRequest(Messages.appointments.notAClient, ErrorCode.AppointmentNotAClient);
    return dto.client;
  }

  private async assertWithinAvailability(nutritionist: string, date: string, range: TimeRange): Promise<void> {
    const { timeOff, slots } = await this.availability.bookableOn(nutritionist, date);
    if (timeOff) throw ApiException.conflict(Messages.availability.timeOff, ErrorCode.TimeOff);
    const fits = slots.some(
      (slot) =>
        !slot.isBooked &&
        toMinutes(slot.startTime) <= toMinutes(range.startTime) &&
        toMinutes(range.endTime) <= toMinutes(slot.endTime),
    );
    if (!fits) throw ApiException.badRequest(Messages.appointments.outsideAvailability, ErrorCode.OutsideAvailability);
  }

  private async page(
    caller: SessionUser,
    filter: QueryFilter<Appointment>,
    query: { page?: number; limit?: number },
    sort: Record<string, 1 | -1>,
  ): Promise<Paged<AppointmentView>> {
    const { page, limit, skip } = pageOf(query);
    const [docs, total] = await this.kept(caller, ['page', filter, sort, skip, limit], () =>
      findPage(
        skip,
        limit,
        () => this.appointments.find(filter).sort(sort).skip(skip).limit(limit).lean<PopulatedAppointment[]>(),
        () => this.appointments.countDocuments(filter),
      ),
    );
    const data = (await this.directory.populate(docs, PEOPLE)).map(toAppointmentView);
    this.audit.record(caller, 'read', 'appointment', data.map((a) => a.client._id));
    return { data, page, limit, total };
  }

  /**
   * A practitioner's page of appointments: a nutritionist's ten thousand at one clinic's size, which
   * FerretDB filters by date, sorts and counts by reading every one their equality part matches
   * (docs/database.md), so a page is kept until one of the practice's appointments is written
   * (`practice_versions`). A client's page is kept the same way under their own version
   * (`client_versions`): their appointments may be with several nutritionists. The filter (with the
   * clinic's clock where it has one) is part of the key. What is returned is a copy: names are
   * filled into it.
   */
  private async kept(caller: SessionUser, key: unknown[], read: () => Promise<[PopulatedAppointment[], number]>): Promise<[PopulatedAppointment[], number]> {
    const [kept, owner] = caller.role === 'client' ? [this.keptClientPages, caller.id] : [this.keptPages, practiceOf(caller)];
    const [docs, total] = await kept.get(this.appointments.db, owner, JSON.stringify([owner, ...key]), read);
    return [docs.map((d) => ({ ...d })), total];
  }
}

function idOf(ref: PopulatedUser | Types.ObjectId): Types.ObjectId {
  return ref instanceof Types.ObjectId ? ref : (ref?._id as Types.ObjectId);
}

function peopleOf(appointment: { client: PopulatedUser | Types.ObjectId; nutritionist: PopulatedUser | Types.ObjectId }) {
  return { clientId: String(idOf(appointment.client)), nutritionistId: String(idOf(appointment.nutritionist)) };
}
