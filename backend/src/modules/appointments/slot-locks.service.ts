import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo, Types } from 'mongoose';
import { ACTIVE_STATUSES, ErrorCode, fromMinutes, Messages, SLOT_MINUTES, type TimeRange, toMinutes } from '@clinic/contracts';
import { ApiException } from '../../common/errors/api.exception';
import { op } from '../../database/trusted';
import { Appointment } from './schemas/appointment.schema';
import { SlotLock } from './schemas/slot-lock.schema';

/** A lock younger than this may belong to a booking still being written; older orphans are cleared. */
const ORPHAN_AFTER_MS = 30_000;

export function lockKeys(nutritionist: string, date: string, range: TimeRange): string[] {
  const keys: string[] = [];
  for (let m = toMinutes(range.startTime); m < toMinutes(range.endTime); m += SLOT_MINUTES) {
    keys.push(`${nutritionist}|${date}|${fromMinutes(m)}`);
  }
  return keys;
}

@Injectable()
export class SlotLocksService {
  constructor(
    @InjectModel(SlotLock.name) private readonly locks: Model<SlotLock>,
    @InjectModel(Appointment.name) private readonly appointments: Model<Appointment>,
  ) {}

  /**
   * Takes every half hour of the range for the appointment, or none: on a clash the locks taken so
   * far are given back and the caller gets 409. A clashing lock left behind by a booking that never
   * completed (or was cancelled without releasing) is cleared once and the attempt repeated. `held`:
   * keys the appointment holds already (a move onto an overlapping time), neither taken nor given back.
   */
  async acquire(appointment: Types.ObjectId, nutritionist: string, date: string, range: TimeRange, held: readonly string[] = []): Promise<void> {
    const keys = lockKeys(nutritionist, date, range).filter((key) => !held.includes(key));
    if (keys.length === 0) return;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await this.locks.insertMany(
          keys.map((_id) => ({ _id, appointment, createdAt: new Date() })),
          { ordered: true },
        );
        return;
      } catch (error) {
        // Only what this attempt took: the appointment's other locks (its current time, when moving) stay.
        await this.releaseKeys(appointment, keys);
        if (!(error instanceof mongo.MongoServerError || error instanceof mongo.MongoBulkWriteError) || error.code !== 11000) throw error;
        if (attempt > 0 || !(await this.clearOrphans(keys))) break;
      }
    }
    throw ApiException.conflict(Messages.appointments.slotTaken, ErrorCode.SlotTaken);
  }

  async release(appointment: Types.ObjectId | string): Promise<void> {
    await this.locks.deleteMany({ appointment: new Types.ObjectId(String(appointment)) });
  }

  /** Gives back some of an appointment's locks (its old time after a move); never another's. */
  async releaseKeys(appointment: Types.ObjectId | string, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.locks.deleteMany({ _id: op({ $in: [...keys] }), appointment: new Types.ObjectId(String(appointment)) });
  }

  /** Removes locks among `keys` whose appointment is gone or no longer active; true if any were. */
  private async clearOrphans(keys: string[]): Promise<boolean> {
    const held = await this.locks.find({ _id: op({ $in: keys }) }).lean();
    let cleared = false;
    for (const lock of held) {
      const owner = await this.appointments.findById(lock.appointment, { status: 1 }).lean();
      const stale = owner ? !ACTIVE_STATUSES.includes(owner.status) : Date.now() - lock.createdAt.getTime() > ORPHAN_AFTER_MS;
      if (stale) {
        const { deletedCount } = await this.locks.deleteOne({ _id: lock._id, appointment: lock.appointment });
        cleared ||= deletedCount === 1;
      }
    }
    return cleared;
  }
}
