import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, type WebhookDeliveryStatus, type WebhookEventType } from '@clinic/contracts';

/** Where the clinic sends events. The secret signs every delivery, so it is kept (never listed). */
@Schema({ collection: 'webhook_endpoints', versionKey: false })
export class WebhookEndpoint {
  @Prop({ type: String, required: true })
  url!: string;

  @Prop({ type: [String], enum: WEBHOOK_EVENT_TYPES, required: true })
  events!: WebhookEventType[];

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: String, required: true })
  secret!: string;

  @Prop({ type: SchemaTypes.ObjectId, required: true })
  createdBy!: Types.ObjectId;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  @Prop({ type: Date, default: null })
  disabledAt!: Date | null;

  @Prop({ type: String, default: null })
  disabledReason!: string | null;
}

export const WebhookEndpointSchema = SchemaFactory.createForClass(WebhookEndpoint);

/** One attempt to deliver one event to one endpoint: the endpoint's delivery log. */
@Schema({ collection: 'webhook_deliveries', versionKey: false })
export class WebhookDelivery {
  @Prop({ type: SchemaTypes.ObjectId, required: true })
  endpoint!: Types.ObjectId;

  @Prop({ type: String, required: true })
  eventId!: string;

  @Prop({ type: String, enum: WEBHOOK_EVENT_TYPES, required: true })
  type!: WebhookEventType;

  @Prop({ type: Date, required: true })
  at!: Date;

  @Prop({ type: Number, required: true })
  attempt!: number;

  @Prop({ type: String, enum: WEBHOOK_DELIVERY_STATUSES, required: true })
  status!: WebhookDeliveryStatus;

  @Prop({ type: Number, default: null })
  responseCode!: number | null;

  @Prop({ type: String, default: null })
  error!: string | null;
}

export const WebhookDeliverySchema = SchemaFactory.createForClass(WebhookDelivery);
WebhookDeliverySchema.index({ endpoint: 1, at: -1 });
