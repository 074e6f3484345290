import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsString, MaxLength } from 'class-validator';
import { type MarkNotificationsReadRequest, NOTIFICATION_KINDS, type NotificationInfo, type NotificationKind, type NotificationPage } from '@clinic/contracts';
import { PagedDto } from '../../../common/dto/paging.dto';
import { Optional } from '../../../common/validation/optional';

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
