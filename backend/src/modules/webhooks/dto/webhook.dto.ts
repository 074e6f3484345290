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

export class UpdateWebhookDto {
  @ApiPropertyOptional({ example: 'https://example.com/clinic-webhooks' })
  @Optional()
  @IsString()
  @MaxLength(2000)
  @IsUrl(URL_RULES)
  url?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPES, isArray: true })
  @Optional()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayUnique()
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true })
  events?: WebhookEventType[];

  @ApiPropertyOptional({ maxLength: 200 })
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
  @ApiProperty({ example: '665f1c2b9d3e4a0012ab34cd' })
  _id!: string;

  @ApiProperty({ example: 'https://example.com/clinic-webhooks' })
  url!: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true })
  events!: WebhookEventType[];

  @ApiProperty({ example: 'CRM sync' })
  description!: string;

  @ApiProperty({ example: '2026-11-22T20:30:00.000Z' })
  createdAt!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Set when paused, or when deliveries failed for a day.', example: null })
  disabledAt!: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  disabledReason!: string | null;
}

export class CreatedWebhookEndpointDto extends WebhookEndpointDto implements CreatedWebhookEndpoint {
  @ApiProperty({ description: 'The signing secret, shown only in this answer.', example: 'whsec_…' })
  secret!: string;
}

export class WebhookDeliveryDto implements WebhookDeliveryInfo {
  @ApiProperty({ example: '665f1c2b9d3e4a0012ab34cd' })
  _id!: string;

  @ApiProperty({ description: 'The event\'s id (the same on every retry and resend).', example: '0b6a3f3e-1c1f-4f3c-9d8e-0b2a4c6d8e10' })
  eventId!: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES })
  type!: WebhookEventType;

  @ApiProperty({ example: '2026-11-22T20:30:00.000Z' })
  at!: string;

  @ApiProperty({ example: 1 })
  attempt!: number;

  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES })
  status!: WebhookDeliveryStatus;

  @ApiProperty({ type: Number, nullable: true, example: 200 })
  responseCode!: number | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  error!: string | null;
}

export class WebhookDeliveryPageDto extends PagedDto(WebhookDeliveryDto, 'delivery attempts', 'newest first') {}
