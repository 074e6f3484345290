import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';
import { ADDRESS_MAX_LENGTH, LANGUAGES, type Language, NAME_MAX_LENGTH, ROLES, Role } from '@clinic/contracts';

@Schema({ collection: 'users', timestamps: true })
export class User {
  @Prop({ required: true, trim: true, maxlength: NAME_MAX_LENGTH })
  name!: string;

  /** The login: 10 digits, unique. */
  @Prop({ required: true, unique: true })
  phone!: string;

  /** Optional, stored lower-case so that uniqueness ignores case (no collation on every server). */
  @Prop({ lowercase: true, trim: true })
  email?: string;

  @Prop({ type: String, required: true, enum: ROLES, default: 'client' })
  role!: Role;

  @Prop({ default: '', maxlength: ADDRESS_MAX_LENGTH })
  address!: string;

  /** The language the person chose; emails and calendar files are written in it (English until then). */
  @Prop({ type: String, enum: LANGUAGES })
  language?: Language;

  @Prop({ required: true, select: false })
  passwordHash!: string;

  /**
   * Set when a deletion starts; the account is removed last. Until then the user counts as gone
   * (no session, not bookable or writable-for) and deleting again resumes the sequence.
   */
  @Prop({ type: Date })
  deletingSince?: Date;

  createdAt!: Date;
  updatedAt!: Date;
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);

// Sparse: many users have no email, and a missing value must not count as a duplicate.
UserSchema.index({ email: 1 }, { unique: true, sparse: true });
// Pickers and the admin list: users of a role, by name.
UserSchema.index({ role: 1, name: 1 });
UserSchema.index({ name: 1 });
