import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsBoolean, IsInt, IsObject, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  EMAIL_PREFERENCE_KINDS,
  EMAIL_STATES,
  type EmailInfo,
  type EmailState,
  type NotificationSettingsInfo,
  type EmailPreferenceKind,
  type MarkNotificationsReadRequest,
  NOTIFICATION_KINDS,
  type NotificationInfo,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreferences,
  type UpdateNotificationPreferencesRequest,
} from '@clinic/contracts';
import { PagedDto } from '../../../common/dto/paging.dto';
import { Optional } from '../../../common/validation/optional';
import { AcceptsOwnOutput } from '../../../common/validation/round-trip';

export class NotificationDto implements NotificationInfo {
  @ApiProperty({ description: 'The notification’s key, e.g. `booked:<appointment>:<user>`.', example: 'booked:665f1c2e9b1d8a0012345678:665f1c2e9b1d8a0012345679' })
  _id!: string;

  @ApiProperty({ description: 'What it is about.', enum: NOTIFICATION_KINDS, example: 'appointment.booked' })
  kind!: NotificationKind;

  @ApiProperty({ description: 'A short headline.', example: 'Appointment booked' })
  title!: string;

  @ApiProperty({ description: 'What happened, times in the clinic’s zone, the zone named.', example: 'Consultation (online) with Dr. Rao, Tue 25 Nov 2026, 10:00–10:30 (Asia/Kolkata).' })
  body!: string;

  @ApiProperty({ description: 'A path inside the app.', example: '/appointmentList' })
  link!: string;

  @ApiProperty({ description: 'When it was created.', format: 'date-time', example: '2026-11-22T10:00:00.000Z' })
  createdAt!: string;

  @ApiProperty({ description: 'When the user marked it read; null while unread.', format: 'date-time', nullable: true, type: String, example: '2026-11-22T10:05:00.000Z' })
  readAt!: string | null;
}

export class NotificationPageDto extends PagedDto(NotificationDto, 'notifications', 'newest first') implements NotificationPage {
  @ApiProperty({ description: 'Unread notifications in all, not only on this page.', example: 2 })
  unread!: number;
}

export class MarkNotificationsReadDto implements MarkNotificationsReadRequest {
  @ApiPropertyOptional({ description: 'The notifications to mark read (ids of others’ notifications match nothing).', type: [String], maxItems: 200 })
  @Optional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  ids?: string[];

  @ApiPropertyOptional({ description: 'Mark every notification read.', example: true })
  @Optional()
  @IsBoolean()
  all?: boolean;
}

export class MarkedReadDto {
  @ApiProperty({ description: 'What happened.', example: 'Notifications marked read' })
  message!: string;

  @ApiProperty({ description: 'How many were unread and are now read.', example: 3 })
  marked!: number;
}

/** One switch per email kind; the OpenAPI document lists them. */
export class EmailSwitchesDto implements Partial<Record<EmailPreferenceKind, boolean>> {
  @ApiPropertyOptional({ description: 'Appointment booked.', example: true })
  @Optional()
  @IsBoolean()
  'appointment.booked'?: boolean;

  @ApiPropertyOptional({ description: 'Appointment confirmed.', example: true })
  @Optional()
  @IsBoolean()
  'appointment.confirmed'?: boolean;

  @ApiPropertyOptional({ description: 'Appointment cancelled.', example: true })
  @Optional()
  @IsBoolean()
  'appointment.cancelled'?: boolean;

  @ApiPropertyOptional({ description: 'Appointment moved to another time.', example: true })
  @Optional()
  @IsBoolean()
  'appointment.rescheduled'?: boolean;

  @ApiPropertyOptional({ description: 'Appointment marked as missed (no-show).', example: true })
  @Optional()
  @IsBoolean()
  'appointment.no-show'?: boolean;

  @ApiPropertyOptional({ description: 'Reminders before appointments.', example: false })
  @Optional()
  @IsBoolean()
  'appointment.reminder'?: boolean;

  @ApiPropertyOptional({ description: 'Nutrition plan written or changed.', example: true })
  @Optional()
  @IsBoolean()
  'plan.updated'?: boolean;

  @ApiPropertyOptional({ description: 'Progress recorded by a practitioner.', example: true })
  @Optional()
  @IsBoolean()
  'progress.recorded'?: boolean;

  @ApiPropertyOptional({ description: 'A message left unread for 15 minutes while away from the app (at most one email per conversation an hour).', example: true })
  @Optional()
  @IsBoolean()
  'message.unread'?: boolean;

  @ApiPropertyOptional({ description: 'Password reset: always true; false is refused (`NOTIFICATION.ALWAYS_SENT`).', example: true })
  @Optional()
  @IsBoolean()
  'password.reset'?: boolean;
}

export class NotificationPreferencesDto implements NotificationPreferences {
  @ApiProperty({ description: 'Each email kind: true when it is sent. In-app notifications are always kept.', type: EmailSwitchesDto })
  email!: Record<EmailPreferenceKind, boolean>;
}

@AcceptsOwnOutput(() => NotificationPreferencesDto)
export class UpdateNotificationPreferencesDto implements UpdateNotificationPreferencesRequest {
  @ApiProperty({ description: 'The switches to change; the others stay as they are.', type: EmailSwitchesDto })
  @IsObject()
  @ValidateNested()
  @Type(() => EmailSwitchesDto)
  email!: EmailSwitchesDto;
}

export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The signed token from the email’s link.', example: 'NjY1ZjFjMmU5YjFkOGEwMDEyMzQ1Njc4LmFwcG9pbnRtZW50LnJlbWluZGVyLjE3OTk5OTk5OTk.c2lnbmF0dXJl' })
  @IsString()
  @MaxLength(500)
  token!: string;
}

export class NotificationSettingsDto implements NotificationSettingsInfo {
  @ApiProperty({ description: 'Reminders before each appointment, in minutes, longest first. Changing them affects appointments booked afterwards.', type: [Number], example: [1440, 120] })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(5)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(5, { each: true })
  @Max(14 * 1440, { each: true })
  reminderLeadsMinutes!: number[];

  @ApiPropertyOptional({ description: 'Whether the nutritionist gets each reminder too (the client always does). Off until turned on; left out of a change, it stays as it is.', example: false })
  @Optional()
  @IsBoolean()
  remindNutritionist?: boolean;
}

export class EmailDto implements EmailInfo {
  @ApiProperty({ description: 'The email’s key, `email:<notification key>`.', example: 'email:booked:665f1c2e9b1d8a0012345678:665f1c2e9b1d8a0012345679' })
  _id!: string;

  @ApiProperty({ description: 'What it is about.', enum: EMAIL_PREFERENCE_KINDS, example: 'appointment.booked' })
  kind!: EmailPreferenceKind;

  @ApiProperty({ description: 'Its subject line.', example: 'Appointment booked · Nutrition Clinic' })
  subject!: string;

  @ApiProperty({ description: 'queued, sent, not-sent (no mail server configured) or failed (after a day of retries).', enum: EMAIL_STATES, example: 'sent' })
  state!: EmailState;

  @ApiProperty({ description: 'Why it was not sent or failed.', nullable: true, type: String, example: 'connect ECONNREFUSED 127.0.0.1:587' })
  error!: string | null;

  @ApiProperty({ description: 'When it was queued, sent or given up.', format: 'date-time', example: '2026-11-22T10:00:00.000Z' })
  at!: string;
}

export class EmailPageDto extends PagedDto(EmailDto, 'emails', 'newest first') {}
