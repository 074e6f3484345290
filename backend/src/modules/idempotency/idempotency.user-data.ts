import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { op } from '../../database/trusted';
import type { UserDataOwner } from '../users/user-data';
import { IdempotencyRecord } from './schemas/idempotency-record.schema';

/** A deleted user's kept answers (which may name them) go with them rather than waiting out the 24 hours. */
@Injectable()
export class IdempotencyUserData implements UserDataOwner {
  readonly name = 'idempotency keys';

  constructor(@InjectModel(IdempotencyRecord.name) private readonly records: Model<IdempotencyRecord>) {}

  async deleteFor(userId: string): Promise<void> {
    if (!/^[0-9a-f]{24}$/i.test(userId)) return;
    await this.records.deleteMany({ _id: op({ $regex: `^user:${userId}\\|` }) });
  }
}
