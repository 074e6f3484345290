import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages } from '@clinic/contracts';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { SignedIn } from '../../common/decorators/access.decorator';
import { ApiScope } from '../../common/decorators/api-scope.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/dto/error-response.dto';
import { PagingQueryDto } from '../../common/dto/paging.dto';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import { ClinicClock } from '../../common/time/clinic-clock';
import { IsCalendarDate } from '../../common/validation/scheduling.validators';
import { appointmentToIcs } from './calendar';
import { wordsFor } from '../../common/i18n/email-i18n';
import { UserDirectory } from '../users/user-directory';
import { AppointmentsService } from './appointments.service';
import {
  AppointmentDto,
  AppointmentPageDto,
  BookedQueryDto,
  BookedSlotsDto,
  CancelAppointmentDto,
  CreateAppointmentDto,
  ListAppointmentsQueryDto,
  PriceListDto,
  RescheduleAppointmentDto,
  UpdateAppointmentDto,
} from './dto/appointment.dto';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { ClinicSettingsService } from '../settings/clinic-settings.service';

class DateParamDto {
  @IsCalendarDate()
  date!: string;
}


/**
 * Appointments. Everyone signed in uses these routes; what they see is scoped by role: a client their
 * own, a nutritionist theirs, the admin all.
 */
@ApiTags('Appointments')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('appointments')
@SignedIn()
export class AppointmentsController {
  constructor(
    private readonly appointments: AppointmentsService,
    private readonly clock: ClinicClock,
    private readonly settings: ClinicSettingsService,
    private readonly directory: UserDirectory,
  ) {}

  @Post()
  @Idempotent()
  @ApiScope('appointments:write')
  @ApiOperation({
    summary: 'Book an appointment',
    description:
      'The time must lie within one of the nutritionist\'s slots for that weekday, be in the future (clinic time) and not overlap a pending or confirmed appointment of that nutritionist. Clients book for themselves at the clinic\'s price; admins and nutritionists choose the client and may set the price.',
  })
  @ApiCreatedResponse({ description: 'Booked (status pending).', type: AppointmentDto })
  @ApiForbiddenResponse({ description: 'A field the caller may not set (a client setting a price or another client).', type: ErrorResponseDto })
  @ApiConflictResponse({ description: 'The time was taken by another booking.', type: ErrorResponseDto })
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateAppointmentDto) {
    return this.appointments.create(user, dto);
  }

  @Get()
  @ApiScope('appointments:read')
  @ApiOperation({ summary: 'List appointments', description: 'Filtered and paged; newest first unless `sort=date`.' })
  @ApiOkResponse({ description: 'A page of appointments.', type: AppointmentPageDto })
  list(@CurrentUser() user: SessionUser, @Query() query: ListAppointmentsQueryDto) {
    return this.appointments.list(user, query);
  }

  @Get('today')
  @ApiScope('appointments:read')
  @ApiOperation({ summary: 'Today\'s appointments', description: 'Today on the clinic\'s calendar, in time order.' })
  @ApiOkResponse({ description: 'Today\'s appointments.', type: AppointmentPageDto })
  today(@CurrentUser() user: SessionUser, @Query() paging: PagingQueryDto) {
    return this.appointments.today(user, paging);
  }

  @Get('date/:date')
  @ApiScope('appointments:read')
  @ApiOperation({ summary: 'Appointments on a date', description: 'In time order.' })
  @ApiParam({ name: 'date', description: 'YYYY-MM-DD.', example: '2026-12-01' })
  @ApiOkResponse({ description: 'That day\'s appointments.', type: AppointmentPageDto })
  onDate(@CurrentUser() user: SessionUser, @Param() { date }: DateParamDto, @Query() paging: PagingQueryDto) {
    return this.appointments.onDate(user, date, paging);
  }

  @Get('booked')
  @ApiScope('appointments:read')
  @ApiOperation({ summary: 'Booked times of a nutritionist on a date', description: 'For the booking form, which hides slots overlapping these.' })
  @ApiOkResponse({ description: 'Taken time ranges.', type: BookedSlotsDto })
  async booked(@Query() query: BookedQueryDto) {
    return { data: await this.appointments.booked(query.nutritionist, query.date) };
  }

  @Get('prices')
  @ApiScope('appointments:read')
  @ApiOperation({ summary: 'The clinic\'s prices', description: 'What a client pays for each session type, in rupees.' })
  @ApiOkResponse({ description: 'Price list.', type: PriceListDto })
  prices() {
    return this.appointments.priceList();
  }

  @Get(':id')
  @ApiScope('appointments:read')
  @ApiOperation({ summary: 'Get an appointment' })
  @ApiIdParam('id', 'Appointment id.', 'No such appointment, or not one the caller may see.')
  @ApiOkResponse({ description: 'The appointment.', type: AppointmentDto })
  get(@CurrentUser() user: SessionUser, @IdParam() id: string) {
    return this.appointments.get(user, id);
  }

  @Get(':id/calendar.ics')
  @ApiScope('appointments:read')
  @ApiOperation({ summary: 'Calendar file for an appointment', description: 'An iCalendar event to add to Google Calendar, Outlook or Apple Calendar, written in the caller\'s language (`language` on their account).' })
  @ApiIdParam('id', 'Appointment id.', 'No such appointment, or not one the caller may see.')
  @ApiOkResponse({
    description: 'The .ics file.',
    content: { 'text/calendar': { schema: { type: 'string', example: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n…' } } },
  })
  async calendar(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const appointment = await this.appointments.get(user, id);
    void reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="appointment-${appointment.date}.ics"`);
    // In the caller's language, like the invitations their emails carry.
    const language = (await this.directory.lookup([user.id])).get(user.id)?.language;
    const start = this.clock.toInstant(appointment.date, appointment.startTime);
    return appointmentToIcs(appointment, start, req.hostname || 'clinic', await this.settings.get(), wordsFor(language));
  }

  @Put(':id')
  @ApiScope('appointments:write')
  @ApiOperation({
    summary: 'Update an appointment',
    description: 'Admins and nutritionists change status, payment status, price, meeting link and notes; a client only the notes of their own (the other fields sent at their current values, as a `GET` returned them, are no change). Cancelling or a no-show frees the time; `no-show` only once the appointment was due to start (`APPOINTMENT.NO_SHOW_TOO_EARLY`).',
  })
  @ApiIdParam('id', 'Appointment id.', 'No such appointment, or not one the caller may see.')
  @ApiOkResponse({ description: 'The updated appointment.', type: AppointmentDto })
  @ApiForbiddenResponse({ description: 'A client changing anything but notes.', type: ErrorResponseDto })
  @ApiConflictResponse({ description: 'Re-activating a cancelled appointment whose time is now taken.', type: ErrorResponseDto })
  update(@CurrentUser() user: SessionUser, @IdParam() id: string, @Body() dto: UpdateAppointmentDto) {
    return this.appointments.update(user, id, dto);
  }

  @Post(':id/reschedule')
  @HttpCode(200)
  @ApiScope('appointments:write')
  @ApiOperation({
    summary: 'Move an appointment to another time',
    description:
      'Same nutritionist, a pending or confirmed appointment, a new time that passes every rule of a booking (working hours, future, horizon, one session long). The new time is claimed as a booking claims it (one winner in a race); the old one is freed only once the move is written. A client moves their own only up to the clinic\'s cut-off before the start. The other party is told in the app and by email with an updated calendar event.',
  })
  @ApiIdParam('id', 'Appointment id.', 'No such appointment, or not one the caller may see.')
  @ApiOkResponse({ description: 'The appointment at its new time (status unchanged).', type: AppointmentDto })
  @ApiForbiddenResponse({ description: 'A client after the cut-off (`APPOINTMENT.PAST_CUTOFF`): the message says to message or call the clinic.', type: ErrorResponseDto })
  @ApiConflictResponse({
    description: 'The new time is taken (`APPOINTMENT.SLOT_TAKEN`), or the appointment is not pending or confirmed, or changed meanwhile (`APPOINTMENT.NOT_MOVABLE`). Nothing changed.',
    type: ErrorResponseDto,
  })
  reschedule(@CurrentUser() user: SessionUser, @IdParam() id: string, @Body() dto: RescheduleAppointmentDto) {
    return this.appointments.reschedule(user, id, dto);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiScope('appointments:write')
  @ApiOperation({
    summary: 'Cancel an appointment',
    description:
      'The appointment stays, with status cancelled, who cancelled, when and why; its time is free at once. Admins and nutritionists (their own) always, with a reason; a client their own pending or confirmed one up to the clinic\'s cut-off before the start, a reason optional. The other party is told in the app and by email with a calendar cancellation.',
  })
  @ApiIdParam('id', 'Appointment id.', 'No such appointment, or not one the caller may see.')
  @ApiOkResponse({ description: 'The cancelled appointment.', type: AppointmentDto })
  @ApiForbiddenResponse({ description: 'A client after the cut-off (`APPOINTMENT.PAST_CUTOFF`).', type: ErrorResponseDto })
  @ApiConflictResponse({ description: 'Not pending or confirmed, or changed meanwhile (`APPOINTMENT.NOT_MOVABLE`).', type: ErrorResponseDto })
  cancel(@CurrentUser() user: SessionUser, @IdParam() id: string, @Body() dto: CancelAppointmentDto) {
    return this.appointments.cancel(user, id, dto);
  }

  @Delete(':id')
  @ApiScope('appointments:write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete an appointment', description: 'Frees the time. A client may delete their own only while it is pending and ahead.' })
  @ApiIdParam('id', 'Appointment id.', 'No such appointment, or not one the caller may see.')
  @ApiOkResponse({ description: 'Deleted.', type: MessageResponseDto })
  @ApiForbiddenResponse({ description: 'A client deleting a confirmed or past appointment.', type: ErrorResponseDto })
  async remove(@CurrentUser() user: SessionUser, @IdParam() id: string) {
    await this.appointments.remove(user, id);
    return { message: Messages.appointments.deleted };
  }
}
