import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { LatestMeasurement } from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { AuditService } from '../audit/audit.service';
import { Progress } from './schemas/progress.schema';

const difference = (a: number | null | undefined, b: number | null | undefined) => (a == null || b == null ? null : Math.round((a - b) * 100) / 100);

/** A client's own latest measurement and how it moved since the one before, for their home page. */
@Injectable()
export class ProgressGlance {
  constructor(
    @InjectModel(Progress.name) private readonly records: Model<Progress>,
    private readonly audit: AuditService,
  ) {}

  async latestOf(caller: SessionUser): Promise<LatestMeasurement | null> {
    const [latest, previous] = await this.records
      .find({ client: new Types.ObjectId(caller.id) }, { date: 1, weight: 1, bodyFat: 1, bmi: 1 })
      .sort({ date: -1, createdAt: -1 })
      .limit(2)
      .lean();
    if (!latest) return null;
    this.audit.record(caller, 'read', 'progress', [caller.id], String(latest._id));
    return {
      _id: String(latest._id),
      date: latest.date,
      weight: latest.weight ?? null,
      bodyFat: latest.bodyFat ?? null,
      BMI: latest.bmi ?? null,
      change: previous
        ? { weight: difference(latest.weight, previous.weight), bodyFat: difference(latest.bodyFat, previous.bodyFat), BMI: difference(latest.bmi, previous.bmi) }
        : null,
      previousDate: previous?.date ?? null,
    };
  }
}
