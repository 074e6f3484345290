import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One `Idempotency-Key` of one caller. Inserting it (unique `_id`) is what lets exactly one of several
 * identical requests do the work; the others wait for its answer and get the same one.
 */
@Schema({ collection: 'idempotency_keys', versionKey: false })
export class IdempotencyRecord {
  /** `<caller>|<sha256 of the key>`: a key only means something to the caller who chose it. */
  @Prop({ type: String, required: true })
  _id!: string;

  /** SHA-256 of the method, path and body: the same key with another request is refused. */
  @Prop({ type: String, required: true })
  fingerprint!: string;

  @Prop({ type: String, enum: ['pending', 'done'], required: true })
  state!: 'pending' | 'done';

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  @Prop({ type: Number, default: null })
  statusCode!: number | null;

  /** The answer as JSON text (a success's body, or an error's `{ code, message, errors }`). */
  @Prop({ type: String, default: null })
  response!: string | null;
}

export const IdempotencyRecordSchema = SchemaFactory.createForClass(IdempotencyRecord);
