import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';

export const BACKUP_SETTINGS_ID = 'backups';

/**
 * The clinic's backup schedule: one document, `_id` "backups", in `clinic_settings` (a collection
 * meant for clinic-wide settings, one document per area). Stored in the database rather than the
 * environment so the admin changes it from the app, and every instance reads the same one.
 */
@Schema({ collection: 'clinic_settings', versionKey: false })
export class BackupSettingsRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Boolean, required: true })
  enabled!: boolean;

  @Prop({ type: String, required: true })
  time!: string;

  @Prop({ type: Number, required: true })
  keepDaily!: number;

  @Prop({ type: Number, required: true })
  keepWeekly!: number;

  @Prop({ type: Date, required: true })
  updatedAt!: Date;

  @Prop({ type: SchemaTypes.ObjectId })
  updatedBy?: Types.ObjectId;
}

export const BackupSettingsSchema = SchemaFactory.createForClass(BackupSettingsRecord);
