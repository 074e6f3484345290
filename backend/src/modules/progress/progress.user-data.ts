import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../../config/app.config';
import { UserDirectory } from '../users/user-directory';
import { MAX_EXPORTED_PER_KIND, type UserDataOwner } from '../users/user-data';
import { PEOPLE, type PopulatedProgress, toProgressView, withAuthor } from './progress.mapper';
import { Progress } from './schemas/progress.schema';

/** A client's progress records are their health record and go with them. */
@Injectable()
export class ProgressUserData implements UserDataOwner {
  readonly name = 'progress';

  constructor(
    @InjectModel(Progress.name) private readonly records: Model<Progress>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly directory: UserDirectory,
  ) {}

  async exportFor(userId: string) {
    const docs = await this.records.find({ client: new Types.ObjectId(userId) }).sort({ date: 1 }).limit(MAX_EXPORTED_PER_KIND).lean<PopulatedProgress[]>();
    const records = await this.directory.populate(withAuthor(docs), PEOPLE);
    return { progressRecords: records.map((r) => toProgressView(r, this.config.clinic.bmiScheme)) };
  }

  async deleteFor(userId: string): Promise<void> {
    await this.records.deleteMany({ client: new Types.ObjectId(userId) });
  }
}
