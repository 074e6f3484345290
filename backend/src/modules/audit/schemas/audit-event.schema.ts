import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';

export const AUDIT_ACTIONS = ['read', 'create', 'update', 'delete', 'export'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_RESOURCES = ['appointment', 'plan', 'progress', 'message', 'account', 'payment', 'diary', 'nutrition-profile'] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/**
 * Who read or changed which client's health or booking data, and when. Append-only: the code only
 * ever inserts into this collection, and no route changes or deletes an entry, not even when the
 * client's account is deleted.
 */
@Schema({ collection: 'audit_events', versionKey: false })
export class AuditEvent {
  @Prop({ type: Date, required: true })
  at!: Date;

  /** The client whose data it was. */
  @Prop({ type: SchemaTypes.ObjectId, required: true })
  client!: Types.ObjectId;

  @Prop({ type: SchemaTypes.ObjectId, required: true })
  actor!: Types.ObjectId;

  @Prop({ type: String, required: true })
  actorName!: string;

  @Prop({ type: String, required: true })
  actorRole!: string;

  @Prop({ type: String, enum: AUDIT_ACTIONS, required: true })
  action!: AuditAction;

  @Prop({ type: String, enum: AUDIT_RESOURCES, required: true })
  resource!: AuditResource;

  /** The record concerned; empty for reads of a list. */
  @Prop({ type: String, default: '' })
  resourceId!: string;
}

export const AuditEventSchema = SchemaFactory.createForClass(AuditEvent);
AuditEventSchema.index({ client: 1, at: -1 });
