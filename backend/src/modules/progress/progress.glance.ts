import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { LatestMeasurement } from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { CLIENT_VERSIONS } from '../../database/client-versions';
import { KeptReads } from '../../database/kept-reads';
import { AuditService } from '../audit/audit.service';
import { Progress } from './schemas/progress.schema';

type Measured = Pick<Progress, 'date' | 'weight' | 'bodyFat' | 'bmi'> & { _id: Types.ObjectId };

const difference = (a: number | null | undefined, b: number | null | undefined) => (a == null || b == null ? null : Math.round((a - b) * 100) / 100);

/** A client's own latest measurement and how it moved since the one before, for their home page. */
@Injectable()
export class ProgressGlance {
  /** A client's two latest measurements, kept while their records are unchanged (`client_versions`). */
  private readonly kept = new KeptReads<Measured[]>(CLIENT_VERSIONS, 5_000);

  constructor(
    @InjectModel(Progress.name) private readonly records: Model<Progress>,
    private readonly audit: AuditService,
  ) {}

  /** `clientVersion`: the caller's `client_versions` value, when this request has read it already. */
  async latestOf(caller: SessionUser, clientVersion?: PromiseLike<string>): Promise<LatestMeasurement | null> {
    const [latest, previous] = await this.kept.get(this.records.db, caller.id, caller.id, () =>
      this.records
        .find({ client: new Types.ObjectId(caller.id) }, { date: 1, weight: 1, bodyFat: 1, bmi: 1 })
        .sort({ date: -1, createdAt: -1 })
        .limit(2)
        .lean<Measured[]>(),
      clientVersion,
    );
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
