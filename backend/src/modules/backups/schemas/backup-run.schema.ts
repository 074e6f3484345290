import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { BACKUP_RUN_KINDS, BACKUP_RUN_STATUSES, type BackupRunKind, type BackupRunStatus } from '@clinic/contracts';

/**
 * One backup the app took. `_id` is the run's slot: `scheduled|<clinic date>` for the day's
 * scheduled backup, so that of several instances only the one whose insert succeeds takes it
 * (an insert with a unique `_id` is atomic on FerretDB and MongoDB alike).
 */
@Schema({ collection: 'backup_runs', versionKey: false })
export class BackupRunRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, enum: BACKUP_RUN_KINDS, required: true })
  kind!: BackupRunKind;

  @Prop({ type: String, enum: BACKUP_RUN_STATUSES, required: true })
  status!: BackupRunStatus;

  @Prop({ type: Date, required: true })
  startedAt!: Date;

  @Prop({ type: Date })
  finishedAt?: Date;

  /** host:pid of the instance that took it. */
  @Prop({ type: String, required: true })
  instance!: string;

  @Prop({ type: String })
  file?: string;

  @Prop({ type: Number })
  sizeBytes?: number;

  @Prop({ type: Number })
  durationMs?: number;

  @Prop({ type: Number })
  documents?: number;

  @Prop({ type: Boolean })
  encrypted?: boolean;

  @Prop({ type: String })
  error?: string;
}

export const BackupRunSchema = SchemaFactory.createForClass(BackupRunRecord);
BackupRunSchema.index({ startedAt: -1 });
