import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import { CARE_TEAM_SOURCES, type CareTeamSource } from '@clinic/contracts';

/**
 * One practitioner on one client's care team. Only a member reads and writes the client's plans and
 * progress. A membership comes from something the client or the clinic did (the client booked, the
 * admin assigned or booked), never from the practitioner alone.
 */
@Schema({ collection: 'care_team_members', timestamps: { createdAt: true, updatedAt: false }, versionKey: false })
export class CareTeamMember {
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  client!: Types.ObjectId;

  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  practitioner!: Types.ObjectId;

  @Prop({ type: String, enum: CARE_TEAM_SOURCES, required: true })
  source!: CareTeamSource;

  /** Who made the membership: the client who booked, or the admin. */
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  addedBy!: Types.ObjectId;

  createdAt!: Date;
}

export const CareTeamMemberSchema = SchemaFactory.createForClass(CareTeamMember);
// The unique pair makes a join idempotent under concurrency: two bookings at once insert one row
// (FerretDB enforces unique indexes; conditional updates would not be atomic there).
CareTeamMemberSchema.index({ client: 1, practitioner: 1 }, { unique: true });
CareTeamMemberSchema.index({ practitioner: 1 });
