import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import {
  type AvailabilityOverride as OverrideView,
  ErrorCode,
  isClinician,
  Messages,
  rangesOverlap,
  TIME_OFF_MAX_DAYS,
  toMinutes,
} from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { ApiException } from '../../common/errors/api.exception';
import { ClinicClock } from '../../common/time/clinic-clock';
import { op } from '../../database/trusted';
import { UserLookup } from '../users/user-directory';
import { daysSpanned } from './dated-hours';
import type { CreateOverrideDto, ListOverridesQueryDto } from './dto/availability-override.dto';
import { AvailabilityOverride } from './schemas/availability-override.schema';

type OverrideDoc = AvailabilityOverride & { _id: Types.ObjectId };

function toView(doc: OverrideDoc): OverrideView {
  return {
    _id: String(doc._id),
    nutritionist: String(doc.nutritionist),
    kind: doc.kind,
    startDate: doc.startDate,
    endDate: doc.endDate,
    ...(doc.kind === 'extra-hours' ? { startTime: doc.startTime, endTime: doc.endTime } : {}),
    note: doc.note ?? '',
  };
}

/** Time off and extra hours: a nutritionist keeps their own, the admin anyone's. */
@Injectable()
export class AvailabilityOverridesService {
  constructor(
    @InjectModel(AvailabilityOverride.name) private readonly overrides: Model<AvailabilityOverride>,
    private readonly users: UserLookup,
    private readonly clock: ClinicClock,
  ) {}

  async list(caller: SessionUser, query: ListOverridesQueryDto): Promise<OverrideView[]> {
    const owner = this.ownerFor(caller, query.nutritionist);
    const docs = await this.overrides
      .find({ nutritionist: new Types.ObjectId(owner), endDate: op({ $gte: query.from ?? this.clock.today() }) })
      .sort({ startDate: 1, startTime: 1 })
      .limit(500)
      .lean<OverrideDoc[]>();
    return docs.map(toView);
  }

  async create(caller: SessionUser, dto: CreateOverrideDto): Promise<OverrideView> {
    const owner = this.ownerFor(caller, dto.nutritionist);
    if (!isClinician(await this.users.roleOf(owner))) throw ApiException.notFound(Messages.availability.nutritionistNotFound, ErrorCode.UserNotFound);
    const endDate = dto.endDate ?? dto.startDate;
    if (endDate < dto.startDate) throw ApiException.badRequest(Messages.availability.overrideEndBeforeStart, ErrorCode.OverrideInvalidRange);
    if (endDate < this.clock.today()) throw ApiException.badRequest(Messages.availability.overrideInThePast, ErrorCode.OverrideInThePast);
    const times = dto.startTime !== undefined || dto.endTime !== undefined;
    if (dto.kind === 'time-off') {
      if (times) throw ApiException.badRequest(Messages.availability.overrideTimesOnlyExtra, ErrorCode.OverrideInvalidRange);
      if (daysSpanned(dto.startDate, endDate) > TIME_OFF_MAX_DAYS) {
        throw ApiException.badRequest(Messages.availability.overrideTooLong, ErrorCode.OverrideInvalidRange);
      }
    } else {
      if (endDate !== dto.startDate || !dto.startTime || !dto.endTime) throw ApiException.badRequest(Messages.availability.overrideExtraOneDay, ErrorCode.OverrideInvalidRange);
      if (toMinutes(dto.startTime) >= toMinutes(dto.endTime)) throw ApiException.badRequest(Messages.availability.startBeforeEnd, ErrorCode.OverrideInvalidRange);
      const sameDay = await this.overrides.find({ nutritionist: new Types.ObjectId(owner), kind: 'extra-hours', startDate: dto.startDate }).lean<OverrideDoc[]>();
      const range = { startTime: dto.startTime, endTime: dto.endTime };
      if (sameDay.some((o) => rangesOverlap(range, { startTime: o.startTime ?? '', endTime: o.endTime ?? '' }))) {
        throw ApiException.conflict(Messages.availability.overrideOverlap, ErrorCode.OverrideOverlap);
      }
    }
    const created = await this.overrides.create({
      nutritionist: new Types.ObjectId(owner),
      kind: dto.kind,
      startDate: dto.startDate,
      endDate,
      ...(dto.kind === 'extra-hours' ? { startTime: dto.startTime, endTime: dto.endTime } : {}),
      note: dto.note?.trim() ?? '',
      createdBy: new Types.ObjectId(caller.id),
    });
    return toView(created.toObject() as OverrideDoc);
  }

  async remove(caller: SessionUser, id: string): Promise<void> {
    const scope = caller.role === 'admin' ? {} : { nutritionist: new Types.ObjectId(caller.id) };
    // Another practitioner's override is "not found", as another's appointment is.
    const { deletedCount } = await this.overrides.deleteOne({ _id: new Types.ObjectId(id), ...scope });
    if (!deletedCount) throw ApiException.notFound(Messages.availability.overrideNotFound, ErrorCode.OverrideNotFound);
  }

  /** Overrides touching any date from `from` to `to`: one indexed query. */
  inRange(nutritionist: string, from: string, to: string): Promise<OverrideDoc[]> {
    return this.overrides
      .find({ nutritionist: new Types.ObjectId(nutritionist), startDate: op({ $lte: to }), endDate: op({ $gte: from }) })
      .limit(1000)
      .lean<OverrideDoc[]>();
  }

  removeAllOf(nutritionist: string) {
    return this.overrides.deleteMany({ nutritionist: new Types.ObjectId(nutritionist) });
  }

  private ownerFor(caller: SessionUser, nutritionist: string | undefined): string {
    if (!nutritionist || nutritionist === caller.id) return caller.id;
    if (caller.role !== 'admin') throw ApiException.forbidden(Messages.availability.overrideNotYours, ErrorCode.OverrideNotYours);
    return nutritionist;
  }
}
