import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo, Types } from 'mongoose';
import {
  type AvailabilityDay,
  ErrorCode,
  findOverlap,
  isClinician,
  isGridTime,
  Messages,
  type TimeRange,
  toMinutes,
  WEEKDAYS,
  type Weekday,
} from '@clinic/contracts';
import { KeyedSerializer } from '../../common/concurrency/keyed-serializer';
import { ApiException } from '../../common/errors/api.exception';
import { UserLookup } from '../users/user-directory';
import { AvailabilityRevision } from './schemas/availability-revision.schema';
import { Availability, Slot } from './schemas/availability.schema';
import type { MaybeBlankSlotDto, SetSlotStatusDto, SlotTimesDto } from './dto/availability.dto';
import { AvailabilityOverridesService } from './availability-overrides.service';
import { datesBetween, type HoursSlot, hoursOn } from './dated-hours';

const byStart = (a: TimeRange, b: TimeRange) => toMinutes(a.startTime) - toMinutes(b.startTime);

function toDay(doc: Pick<Availability, 'nutritionist' | 'dayOfWeek' | 'slots'> & { _id: unknown }): AvailabilityDay {
  return {
    _id: String(doc._id),
    nutritionist: String(doc.nutritionist),
    dayOfWeek: doc.dayOfWeek,
    slots: [...doc.slots].sort(byStart).map(({ startTime, endTime, isBooked }) => ({ startTime, endTime, isBooked })),
  };
}

function assertValidSlots(slots: readonly TimeRange[]): void {
  for (const slot of slots) {
    if (toMinutes(slot.startTime) >= toMinutes(slot.endTime)) throw ApiException.badRequest(Messages.availability.startBeforeEnd, ErrorCode.AvailabilityEndBeforeStart);
  }
  if (findOverlap(slots)) throw ApiException.badRequest(Messages.availability.overlap, ErrorCode.SlotOverlap);
}

/** How long a revision claim stays its writer's; after it, another instance may finish the write. */
const CLAIM_LEASE_MS = 5000;

const isDuplicateKey = (error: unknown) => error instanceof mongo.MongoServerError && error.code === 11000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

@Injectable()
export class AvailabilityService {
  private readonly serializer = new KeyedSerializer();

  constructor(
    @InjectModel(Availability.name) private readonly days: Model<Availability>,
    private readonly users: UserLookup,
    @InjectModel(AvailabilityRevision.name) private readonly revisions: Model<AvailabilityRevision>,
    private readonly overrides: AvailabilityOverridesService,
  ) {}

  async week(nutritionistId: string): Promise<AvailabilityDay[]> {
    const docs = await this.days.find({ nutritionist: nutritionistId }).lean();
    return docs
      .filter((d) => d.slots.length > 0)
      .sort((a, b) => WEEKDAYS.indexOf(a.dayOfWeek) - WEEKDAYS.indexOf(b.dayOfWeek))
      .map(toDay);
  }

  async weekOfNutritionist(id: string): Promise<AvailabilityDay[]> {
    if (!isClinician(await this.users.roleOf(id))) throw ApiException.notFound(Messages.availability.nutritionistNotFound, ErrorCode.UserNotFound);
    return this.week(id);
  }

  /** The hours a booking on this date must fall in: the weekday's slots and extra hours, or time off. */
  bookableOn(nutritionistId: string, date: string): Promise<{ timeOff: boolean; slots: HoursSlot[] }> {
    return this.hoursBetween(nutritionistId, date, date).then((days) => days[0]);
  }

  /** Each date's hours from `from` to `to`, from two queries (the week and the overrides). */
  async hoursBetween(nutritionistId: string, from: string, to: string): Promise<({ date: string } & ReturnType<typeof hoursOn>)[]> {
    const [days, overrides] = await Promise.all([
      this.days.find({ nutritionist: new Types.ObjectId(nutritionistId) }, { dayOfWeek: 1, slots: 1 }).lean(),
      this.overrides.inRange(nutritionistId, from, to),
    ]);
    const week = new Map(days.map((d) => [d.dayOfWeek, d.slots]));
    return datesBetween(from, to).map((date) => ({ date, ...hoursOn(date, week, overrides) }));
  }

  /** Adds slots to a day (creating it when new); none may overlap each other or the day's slots. */
  add(nutritionistId: string, dayOfWeek: Weekday, slots: SlotTimesDto[]): Promise<AvailabilityDay> {
    assertValidSlots(slots);
    return this.change(nutritionistId, dayOfWeek, true, (current) => {
      const merged = [...current, ...slots.map((s) => ({ startTime: s.startTime, endTime: s.endTime, isBooked: false }))];
      if (findOverlap(merged)) throw ApiException.badRequest(Messages.availability.overlap, ErrorCode.SlotOverlap);
      return merged;
    });
  }

  /** Replaces a day's slots; blank rows are dropped, and a slot kept at the same times keeps its status. */
  replace(nutritionistId: string, dayOfWeek: Weekday, rows: MaybeBlankSlotDto[]): Promise<AvailabilityDay> {
    const filled = rows.filter((r) => (r.startTime ?? '').trim() !== '' && (r.endTime ?? '').trim() !== '');
    if (filled.length === 0) throw ApiException.badRequest(Messages.availability.addOneValidSlot, ErrorCode.AvailabilityNoSlots);
    if (filled.some((r) => !isGridTime(r.startTime) || !isGridTime(r.endTime))) {
      throw ApiException.badRequest(Messages.availability.invalidTime, ErrorCode.AvailabilityInvalidTime);
    }
    const slots = filled as TimeRange[];
    assertValidSlots(slots);
    return this.change(nutritionistId, dayOfWeek, false, (current) =>
      slots.map((s) => ({
        startTime: s.startTime,
        endTime: s.endTime,
        isBooked: current.find((c) => c.startTime === s.startTime && c.endTime === s.endTime)?.isBooked ?? false,
      })),
    );
  }

  setSlotStatus(nutritionistId: string, dayOfWeek: Weekday, dto: SetSlotStatusDto): Promise<AvailabilityDay> {
    return this.change(nutritionistId, dayOfWeek, false, (current) => {
      const index = current.findIndex((s) => s.startTime === dto.startTime && s.endTime === dto.endTime);
      if (index < 0) throw ApiException.notFound(Messages.availability.slotNotFound, ErrorCode.SlotNotFound);
      return current.map((s, i) => (i === index ? { ...s, isBooked: dto.isBooked } : s));
    });
  }

  async remove(nutritionistId: string, dayOfWeek: Weekday): Promise<void> {
    const { deletedCount } = await this.days.deleteOne({ nutritionist: nutritionistId, dayOfWeek });
    if (!deletedCount) throw ApiException.notFound(Messages.availability.dayNotSet, ErrorCode.AvailabilityNotFound);
  }

  async removeAllOf(nutritionistId: string) {
    await this.overrides.removeAllOf(nutritionistId);
    return this.days.deleteMany({ nutritionist: nutritionistId });
  }

  /**
   * Read, change, and write back as the next revision of the day. The right to write revision N+1
   * is claimed by inserting `<day>|N+1` into `availability_revisions`: a unique insert, atomic across
   * processes on FerretDB as on MongoDB (a conditional update is not atomic on FerretDB, see
   * docs/database.md). Whoever loses re-reads and starts over from the winner's result, so two edits
   * made at once on two instances both take effect. The in-process queue only spares this instance's
   * own requests from losing races to each other.
   */
  private change(
    nutritionistId: string,
    dayOfWeek: Weekday,
    createIfMissing: boolean,
    edit: (current: Slot[]) => Slot[],
  ): Promise<AvailabilityDay> {
    return this.serializer.run(`${nutritionistId}|${dayOfWeek}`, () => this.writeNextRevision(nutritionistId, dayOfWeek, createIfMissing, edit));
  }

  private async writeNextRevision(
    nutritionistId: string,
    dayOfWeek: Weekday,
    createIfMissing: boolean,
    edit: (current: Slot[]) => Slot[],
  ): Promise<AvailabilityDay> {
    const nutritionist = new Types.ObjectId(nutritionistId);
    const deadline = Date.now() + CLAIM_LEASE_MS * 2;
    while (Date.now() < deadline) {
      const current = await this.days.findOne({ nutritionist, dayOfWeek }).lean();
      if (!current && !createIfMissing) throw ApiException.notFound(Messages.availability.dayNotSet, ErrorCode.AvailabilityNotFound);
      const slots = edit(current?.slots ?? []).sort(byStart);
      if (!current) {
        try {
          const created = await this.days.create({ nutritionist, dayOfWeek, slots, revision: 0 });
          return toDay(created);
        } catch (error) {
          if (isDuplicateKey(error)) continue;
          throw error;
        }
      }
      const revision = (current.revision ?? 0) + 1;
      const claimId = `${String(current._id)}|${revision}`;
      const claimedAt = new Date();
      try {
        await this.revisions.create({ _id: claimId, slots, claimedAt });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        await this.finishAbandonedClaim(current._id, claimId, revision);
        await sleep(5 + Math.random() * 20);
        continue;
      }
      // Past its lease another instance may already have finished this revision and written the
      // next one on top of it; writing now would undo that one.
      if (Date.now() - claimedAt.getTime() > CLAIM_LEASE_MS / 2) continue;
      await this.days.updateOne({ _id: current._id }, { $set: { slots, revision } });
      return toDay({ ...current, slots });
    }
    throw ApiException.conflict(Messages.availability.changedWhileSaving, ErrorCode.AvailabilityChanged);
  }

  /**
   * A claim older than its lease whose revision never reached the day: its writer died between the
   * claim and the write. One instance (again by unique insert) writes the claimed slots, so the edit
   * that was acknowledged by nobody is still not lost and the day can move on.
   */
  private async finishAbandonedClaim(dayId: unknown, claimId: string, revision: number): Promise<void> {
    const claim = await this.revisions.findById(claimId).lean();
    if (!claim || Date.now() - claim.claimedAt.getTime() < CLAIM_LEASE_MS) return;
    const day = await this.days.findById(dayId, { revision: 1 }).lean();
    if (!day || (day.revision ?? 0) >= revision) return;
    try {
      await this.revisions.create({ _id: `${claimId}|finished`, slots: claim.slots, claimedAt: new Date() });
    } catch (error) {
      if (isDuplicateKey(error)) return;
      throw error;
    }
    await this.days.updateOne({ _id: dayId }, { $set: { slots: claim.slots, revision } });
  }
}
