import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import { API_KEY_SCOPES, type ApiKeyScope } from '@clinic/contracts';

/**
 * An integration's key. Only the SHA-256 of the secret is stored: the secret is 32 random bytes, so a
 * plain hash is as good as a slow one and costs nothing per request. Revoking sets `revokedAt`; the
 * document stays for the record.
 */
@Schema({ collection: 'api_keys', versionKey: false })
export class ApiKey {
  @Prop({ type: String, required: true, unique: true })
  hash!: string;

  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: String, required: true })
  prefix!: string;

  @Prop({ type: [String], enum: API_KEY_SCOPES, required: true })
  scopes!: ApiKeyScope[];

  /** The admin who created it: the key acts on their behalf, and stops working if they stop being an admin. */
  @Prop({ type: SchemaTypes.ObjectId, required: true })
  createdBy!: Types.ObjectId;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  @Prop({ type: Date, default: null })
  expiresAt!: Date | null;

  @Prop({ type: Date, default: null })
  revokedAt!: Date | null;

  @Prop({ type: Date, default: null })
  lastUsedAt!: Date | null;
}

export const ApiKeySchema = SchemaFactory.createForClass(ApiKey);
