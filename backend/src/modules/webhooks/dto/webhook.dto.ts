import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsBoolean, IsIn, IsString, IsUrl, Length, MaxLength } from 'class-validator';
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryInfo,
  type WebhookDeliveryStatus,
  type WebhookEndpointInfo,
  type WebhookEventType,
} from '@clinic/contracts';
import { PagedDto } from '../../../common/dto/paging.dto';
import { Optional } from '../../../common/validation/optional';
import { AcceptsOwnOutput } from '../../../common/validation/round-trip';

const URL_RULES: Parameters<typeof IsUrl>[0] = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

export class CreateWebhookDto {
  @ApiProperty({ description: 'Where to POST events: https, or http on localhost / 127.0.0.1 for development.', example: 'https://example.com/clinic-webhooks' })
  @IsString()
  @MaxLength(2000)
  @IsUrl(URL_RULES)
  url!: string;

  @ApiProperty({ description: 'The events to send.', enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['appointment.booked'] })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayUnique()
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true })
  events!: WebhookEventType[];

  @ApiPropertyOptional({ description: 'A note for the admin.', example: 'CRM sync', maxLength: 200 })
  @Optional()
  @IsString()
  @Length(0, 200)
  description?: string;
}

@AcceptsOwnOutput(() => WebhookEndpointDto)
export class UpdateWebhookDto {
  @ApiPropertyOptional({ description: 'A new URL (https, or http on localhost).', example: 'https://example.com/clinic-webhooks' })
  @Optional()
  @IsString()
  @MaxLength(2000)
  @IsUrl(URL_RULES)
  url?: string;

  @ApiPropertyOptional({ description: 'The events to send from now on.', enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['appointment.booked', 'appointment.cancelled'] })
  @Optional()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayUnique()
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true })
  events?: WebhookEventType[];

  @ApiPropertyOptional({ description: 'A note for the admin.', maxLength: 200, example: 'CRM sync' })
  @Optional()
  @IsString()
  @Length(0, 200)
  description?: string;

  @ApiPropertyOptional({ description: 'false pauses deliveries; true enables a paused or disabled endpoint again.', example: true })
  @Optional()
  @IsBoolean()
  enabled?: boolean;
}

export class WebhookEndpointDto implements WebhookEndpointInfo {
  @ApiProperty({ description: 'The endpoint\'s id.', example: '665f1c2b9d3e4a0012ab34cd' })
  _id!: string;

  @ApiProperty({ description: 'Where events are POSTed.', example: 'https://example.com/clinic-webhooks' })
  url!: string;

  @ApiProperty({ description: 'The events sent to it.', enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['appointment.booked'] })
  events!: WebhookEventType[];

  @ApiProperty({ description: 'A note for the admin.', example: 'CRM sync' })
  description!: string;

  @ApiProperty({ description: 'When it was registered (ISO 8601).', example: '2026-11-22T20:30:00.000Z' })
  createdAt!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Set when paused, or when deliveries failed for a day.', example: null })
  disabledAt!: string | null;

  @ApiProperty({ description: 'Why it is disabled.', type: String, nullable: true, example: null })
  disabledReason!: string | null;
}

export class CreatedWebhookEndpointDto extends WebhookEndpointDto implements CreatedWebhookEndpoint {
  @ApiProperty({ description: 'The signing secret, shown only in this answer.', example: 'whsec_…' })
  secret!: string;
}

export class WebhookDeliveryDto implements WebhookDeliveryInfo {
  @ApiProperty({ description: 'The attempt\'s id.', example: '665f1c2b9d3e4a0012ab34cd' })
  _id!: string;

  @ApiProperty({ description: 'The event\'s id (the same on every retry and resend).', example: '0b6a3f3e-1c1f-4f3c-9d8e-0b2a4c6d8e10' })
  eventId!: string;

  @ApiProperty({ description: 'The event\'s type.', enum: WEBHOOK_EVENT_TYPES, example: 'appointment.booked' })
  type!: WebhookEventType;

  @ApiProperty({ description: 'When the attempt was made (ISO 8601).', example: '2026-11-22T20:30:00.000Z' })
  at!: string;

  @ApiProperty({ description: 'Which attempt at this event (1 for the first).', example: 1 })
  attempt!: number;

  @ApiProperty({ description: 'delivered: a 2xx within 5 s; failed otherwise.', enum: WEBHOOK_DELIVERY_STATUSES, example: 'delivered' })
  status!: WebhookDeliveryStatus;

  @ApiProperty({ description: 'The receiver\'s HTTP status; null when it did not answer.', type: Number, nullable: true, example: 200 })
  responseCode!: number | null;

  @ApiProperty({ description: 'Why it failed.', type: String, nullable: true, example: null })
  error!: string | null;
}

export class WebhookDeliveryPageDto extends PagedDto(WebhookDeliveryDto, 'delivery attempts', 'newest first') {}
