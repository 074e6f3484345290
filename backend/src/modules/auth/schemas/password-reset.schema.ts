import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';

/**
 * A password reset link that was emailed: `_id` is the SHA-256 of its token (the token itself is
 * only in the email), so reading the database does not give a working link.
 */
@Schema({ collection: 'password_resets', versionKey: false })
export class PasswordReset {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: SchemaTypes.ObjectId, required: true })
  user!: Types.ObjectId;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export const PasswordResetSchema = SchemaFactory.createForClass(PasswordReset);
PasswordResetSchema.index({ user: 1 });
PasswordResetSchema.index({ expiresAt: 1 });

/**
 * A link's use: inserted under the link's `_id` before the password changes, so of two requests
 * with the same link only the one whose insert succeeds goes on (docs/database.md: a unique insert
 * is the one atomic claim on both FerretDB and MongoDB).
 */
@Schema({ collection: 'password_reset_uses', versionKey: false })
export class PasswordResetUse {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const PasswordResetUseSchema = SchemaFactory.createForClass(PasswordResetUse);
PasswordResetUseSchema.index({ at: 1 });
