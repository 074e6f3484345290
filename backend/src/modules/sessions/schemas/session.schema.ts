import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * One signed-in browser. The session token names this document (`sid`); deleting it ends the session
 * on every instance, which a stateless token alone cannot do. The `_id` is a random string so that a
 * token cannot be pointed at another user's session by guessing.
 */
@Schema({ collection: 'sessions', versionKey: false })
export class Session {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Types.ObjectId, required: true, index: true })
  user!: Types.ObjectId;

  @Prop({ required: true })
  createdAt!: Date;

  /** No TTL index (FerretDB has none): expired documents are ignored and swept at the user's next sign-in. */
  @Prop({ required: true })
  expiresAt!: Date;
}

export const SessionSchema = SchemaFactory.createForClass(Session);
