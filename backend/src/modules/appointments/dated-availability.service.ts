import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import {
  ACTIVE_STATUSES,
  DATED_RANGE_MAX_DAYS,
  type DatedAvailability,
  type DatedSlot,
  ErrorCode,
  fromMinutes,
  isClinician,
  Messages,
  rangesOverlap,
  type TimeRange,
  toMinutes,
} from '@clinic/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { ApiException } from '../../common/errors/api.exception';
import { ClinicClock } from '../../common/time/clinic-clock';
import { op } from '../../database/trusted';
import { AvailabilityService } from '../availability/availability.service';
import { daysSpanned } from '../availability/dated-hours';
import { UserLookup } from '../users/user-directory';
import { Appointment } from './schemas/appointment.schema';

/** Why a session is not bookable, in the order a client would want to hear it; else free. */
function stateOf(session: TimeRange, day: { timeOff: boolean; blocked: boolean; past: boolean; booked: readonly TimeRange[] }): DatedSlot['state'] {
  if (day.timeOff) return 'time-off';
  if (day.past) return 'past';
  if (day.blocked) return 'blocked';
  return day.booked.some((b) => rangesOverlap(b, session)) ? 'booked' : 'free';
}

/**
 * What a client can book on real dates: the weekly hours with the date overrides, cut into sessions,
 * each marked free, booked, blocked, time off or past. Three queries whatever the range: the week,
 * the overrides, and the active appointments of the range.
 */
@Injectable()
export class DatedAvailabilityService {
  constructor(
    @InjectModel(Appointment.name) private readonly appointments: Model<Appointment>,
    private readonly availability: AvailabilityService,
    private readonly users: UserLookup,
    private readonly clock: ClinicClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async between(nutritionist: string, from: string, to: string): Promise<DatedAvailability> {
    if (to < from || daysSpanned(from, to) > DATED_RANGE_MAX_DAYS) {
      throw ApiException.badRequest(Messages.availability.datedRangeInvalid, ErrorCode.DatedRangeInvalid);
    }
    if (!isClinician(await this.users.roleOf(nutritionist))) throw ApiException.notFound(Messages.availability.nutritionistNotFound, ErrorCode.UserNotFound);
    const [hours, booked] = await Promise.all([
      this.availability.hoursBetween(nutritionist, from, to),
      this.appointments
        .find(
          { nutritionist: new Types.ObjectId(nutritionist), status: op({ $in: [...ACTIVE_STATUSES] }), date: op({ $gte: from, $lte: to }) },
          { date: 1, startTime: 1, endTime: 1, _id: 0 },
        )
        .lean(),
    ]);
    const bookedOn = new Map<string, TimeRange[]>();
    for (const b of booked) bookedOn.set(b.date, [...(bookedOn.get(b.date) ?? []), b]);
    const length = this.config.booking.sessionMinutes;
    const now = this.clock.now();
    const nowText = `${now.date} ${now.time}`;
    const days = hours.map(({ date, timeOff, slots }) => {
      const sessions: DatedSlot[] = [];
      for (const slot of slots) {
        for (let start = toMinutes(slot.startTime); start + length <= toMinutes(slot.endTime); start += length) {
          const session = { startTime: fromMinutes(start), endTime: fromMinutes(start + length) };
          const state = stateOf(session, { timeOff, blocked: slot.isBooked, past: `${date} ${session.startTime}` <= nowText, booked: bookedOn.get(date) ?? [] });
          sessions.push({ ...session, state, extra: slot.extra });
        }
      }
      return { date, timeOff, slots: sessions };
    });
    return { nutritionist, from, to, days };
  }
}
