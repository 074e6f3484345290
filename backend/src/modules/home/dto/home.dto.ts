import { ApiProperty } from '@nestjs/swagger';
import type {
  ClientHome,
  CurrentPlan,
  FollowUpDue,
  LatestMeasurement,
  MeasurementChange,
  PracticeHome,
  UnreadConversation,
  UnreadSummary,
  WeekCounts,
} from '@clinic/contracts';
import { AppointmentDto } from '../../appointments/dto/appointment.dto';
import { ChatUserDto } from '../../messages/dto/message.dto';
import { MealDto } from '../../nutrition-plans/dto/plan.dto';

const ID_EXAMPLE = '665f1c2b9d3e4a0012ab34cd';

export class UnreadConversationDto implements UnreadConversation {
  @ApiProperty({ description: 'Who wrote.', type: ChatUserDto })
  user!: ChatUserDto;

  @ApiProperty({ description: 'Messages from that person still unread.', example: 2 })
  unread!: number;

  @ApiProperty({ description: 'The last message of the conversation, cut to a preview.', example: 'See you on Tuesday.' })
  lastMessage!: string;

  @ApiProperty({ description: 'When it was sent (ISO 8601).', example: '2026-11-22T09:30:00.000Z' })
  lastMessageTime!: string;
}

export class UnreadSummaryDto implements UnreadSummary {
  @ApiProperty({ description: 'Every unread message of the caller.', example: 3 })
  total!: number;

  @ApiProperty({ description: 'The most recent conversations with unread messages, newest first (at most 5).', type: [UnreadConversationDto] })
  conversations!: UnreadConversationDto[];
}

export class MeasurementChangeDto implements MeasurementChange {
  @ApiProperty({ description: 'Kilograms since the previous record; null if either lacks it.', example: -1.2, type: Number, nullable: true })
  weight!: number | null;

  @ApiProperty({ description: 'Percentage points since the previous record.', example: -0.5, type: Number, nullable: true })
  bodyFat!: number | null;

  @ApiProperty({ description: 'BMI points since the previous record.', example: -0.4, type: Number, nullable: true })
  BMI!: number | null;
}

export class LatestMeasurementDto implements LatestMeasurement {
  @ApiProperty({ description: 'Progress record id.', example: ID_EXAMPLE })
  _id!: string;

  @ApiProperty({ description: 'Date measured, YYYY-MM-DD.', example: '2026-11-20' })
  date!: string;

  @ApiProperty({ description: 'Kilograms.', example: 71.5, type: Number, nullable: true })
  weight!: number | null;

  @ApiProperty({ description: 'Percent.', example: 24.1, type: Number, nullable: true })
  bodyFat!: number | null;

  @ApiProperty({ description: 'Body mass index.', example: 24.7, type: Number, nullable: true })
  BMI!: number | null;

  @ApiProperty({ description: 'Change since the previous record; null when this is the first.', type: MeasurementChangeDto, nullable: true })
  change!: MeasurementChangeDto | null;

  @ApiProperty({ description: 'Date of the previous record.', example: '2026-10-20', type: String, nullable: true })
  previousDate!: string | null;
}

export class CurrentPlanDto implements CurrentPlan {
  @ApiProperty({ description: 'Plan id.', example: ID_EXAMPLE })
  _id!: string;

  @ApiProperty({ description: 'Title.', example: 'Balanced vegetarian, 1800 kcal' })
  title!: string;

  @ApiProperty({ description: 'Today\'s meals: a plan is a cycle of one to seven days from its start, and these are the meals of today\'s day of it.', type: [MealDto] })
  meals!: MealDto[];
}

export class ClientHomeDto implements ClientHome {
  @ApiProperty({ description: 'The next pending or confirmed appointment not yet started; null when nothing is booked.', type: AppointmentDto, nullable: true })
  nextAppointment!: AppointmentDto | null;

  @ApiProperty({ description: 'The plan in force today (started and not ended; the newest if several).', type: CurrentPlanDto, nullable: true })
  currentPlan!: CurrentPlanDto | null;

  @ApiProperty({ description: 'The latest measurement, with its change since the one before.', type: LatestMeasurementDto, nullable: true })
  latestMeasurement!: LatestMeasurementDto | null;

  @ApiProperty({ description: 'Unread messages.', type: UnreadSummaryDto })
  unread!: UnreadSummaryDto;
}

class FollowUpClientDto {
  @ApiProperty({ description: 'Client id.', example: ID_EXAMPLE })
  _id!: string;

  @ApiProperty({ description: 'Name.', example: 'Priya Sharma' })
  name!: string;

  @ApiProperty({ description: 'The last four digits of the phone, to tell apart two clients of the same name.', example: '3210' })
  phoneEnding!: string;
}

export class FollowUpDueDto implements FollowUpDue {
  @ApiProperty({ description: 'The client.', type: FollowUpClientDto })
  client!: FollowUpClientDto;

  @ApiProperty({ description: 'Date of the last completed visit, YYYY-MM-DD.', example: '2026-09-30' })
  lastVisit!: string;
}

export class WeekCountsDto implements WeekCounts {
  @ApiProperty({ description: 'Monday of the clinic\'s current week.', example: '2026-11-16' })
  from!: string;

  @ApiProperty({ description: 'Sunday of that week.', example: '2026-11-22' })
  to!: string;

  @ApiProperty({ description: 'Appointments dated this week, whatever their status.', example: 24 })
  booked!: number;

  @ApiProperty({ description: 'Of those, completed.', example: 12 })
  completed!: number;

  @ApiProperty({ description: 'Of those, cancelled.', example: 2 })
  cancelled!: number;

  @ApiProperty({ description: 'Of those, marked no-show.', example: 1 })
  noShows!: number;
}

export class PracticeHomeDto implements PracticeHome {
  @ApiProperty({ description: 'Today on the clinic\'s calendar.', example: '2026-11-22' })
  date!: string;

  @ApiProperty({ description: 'The clinic\'s time now, HH:MM.', example: '09:40' })
  time!: string;

  @ApiProperty({ description: 'Today\'s appointments in time order (at most 100).', type: [AppointmentDto] })
  today!: AppointmentDto[];

  @ApiProperty({ description: 'Pending appointments from today on, soonest first (at most 10).', type: [AppointmentDto] })
  requests!: AppointmentDto[];

  @ApiProperty({ description: 'How many pending appointments there are from today on.', example: 4 })
  requestsTotal!: number;

  @ApiProperty({ description: 'Unread messages.', type: UnreadSummaryDto })
  unread!: UnreadSummaryDto;

  @ApiProperty({ description: 'Clients whose last completed visit is over `followUpDays` old and with nothing completed or booked since, most recently seen first (at most 10).', type: [FollowUpDueDto] })
  followUps!: FollowUpDueDto[];

  @ApiProperty({ description: 'The follow-up interval in days.', example: 30 })
  followUpDays!: number;

  @ApiProperty({ description: 'This week\'s appointments by status.', type: WeekCountsDto })
  week!: WeekCountsDto;
}
