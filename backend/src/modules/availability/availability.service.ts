import { HttpStatus, Injectable } from '@nestjs/common';
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
import { Availability, Slot } from './schemas/availability.schema';
import type { MaybeBlankSlotDto, SetSlotStatusDto, SlotTimesDto } from './dto/availability.dto';

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
    if (toMinutes(slot.startTime) >= toMinutes(slot.endTime)) throw ApiException.badRequest(Messages.availability.startBeforeEnd);
  }
  if (findOverlap(slots)) throw ApiException.badRequest(Messages.availability.overlap, ErrorCode.SlotOverlap);
}

/** How often a write retries after losing a race with another edit of the same day. */
const MAX_ATTEMPTS = 5;

@Injectable()
export class AvailabilityService {
  private readonly serializer = new KeyedSerializer();

  constructor(
    @InjectModel(Availability.name) private readonly days: Model<Availability>,
    private readonly users: UserLookup,
  ) {}

  async week(nutritionistId: string): Promise<AvailabilityDay[]> {
    const docs = await this.days.find({ nutritionist: nutritionistId }).lean();
    return docs
      .filter((d) => d.slots.length > 0)
      .sort((a, b) => WEEKDAYS.indexOf(a.dayOfWeek) - WEEKDAYS.indexOf(b.dayOfWeek))
      .map(toDay);
  }

  async weekOfNutritionist(id: string): Promise<AvailabilityDay[]> {
    if (!isClinician(await this.users.roleOf(id))) throw ApiException.notFound('Nutritionist not found.', ErrorCode.UserNotFound);
    return this.week(id);
  }

  /** The slots of one weekday, or none (for booking checks). */
  async slotsOn(nutritionistId: string, dayOfWeek: Weekday): Promise<Slot[]> {
    const doc = await this.days.findOne({ nutritionist: nutritionistId, dayOfWeek }, { slots: 1 }).lean();
    return doc?.slots ?? [];
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
    if (filled.length === 0) throw ApiException.badRequest(Messages.availability.addOneValidSlot);
    if (filled.some((r) => !isGridTime(r.startTime) || !isGridTime(r.endTime))) {
      throw ApiException.badRequest(Messages.availability.invalidTime);
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

  removeAllOf(nutritionistId: string) {
    return this.days.deleteMany({ nutritionist: nutritionistId });
  }

  /**
   * Read, change, write back only if nobody wrote in between (compare-and-set on `revision`), else
   * start over: without transactions this is how two quick edits of one day both take effect.
   */
  private change(
    nutritionistId: string,
    dayOfWeek: Weekday,
    createIfMissing: boolean,
    edit: (current: Slot[]) => Slot[],
  ): Promise<AvailabilityDay> {
    return this.serializer.run(`${nutritionistId}|${dayOfWeek}`, () => this.compareAndSet(nutritionistId, dayOfWeek, createIfMissing, edit));
  }

  private async compareAndSet(
    nutritionistId: string,
    dayOfWeek: Weekday,
    createIfMissing: boolean,
    edit: (current: Slot[]) => Slot[],
  ): Promise<AvailabilityDay> {
    const nutritionist = new Types.ObjectId(nutritionistId);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const current = await this.days.findOne({ nutritionist, dayOfWeek }).lean();
      if (!current && !createIfMissing) throw ApiException.notFound(Messages.availability.dayNotSet, ErrorCode.AvailabilityNotFound);
      const slots = edit(current?.slots ?? []).sort(byStart);
      if (!current) {
        try {
          const created = await this.days.create({ nutritionist, dayOfWeek, slots, revision: 0 });
          return toDay(created);
        } catch (error) {
          if (error instanceof mongo.MongoServerError && error.code === 11000) continue;
          throw error;
        }
      }
      const { modifiedCount } = await this.days.updateOne(
        { _id: current._id, revision: current.revision },
        { $set: { slots, revision: current.revision + 1 } },
      );
      if (modifiedCount === 1) return toDay({ ...current, slots });
    }
    throw new ApiException(HttpStatus.CONFLICT, ErrorCode.SlotOverlap, 'The availability changed while saving. Please try again.');
  }
}
