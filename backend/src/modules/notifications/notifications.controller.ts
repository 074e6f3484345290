import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Messages } from '@clinic/contracts';
import { Public, Roles, SignedIn } from '../../common/decorators/access.decorator';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { PagingQueryDto } from '../../common/dto/paging.dto';
import { MessageResponseDto } from '../../common/dto/error-response.dto';
import {
  EmailPageDto,
  MarkedReadDto,
  NotificationSettingsDto,
  MarkNotificationsReadDto,
  NotificationPageDto,
  NotificationPreferencesDto,
  UnsubscribeQueryDto,
  UpdateNotificationPreferencesDto,
} from './dto/notification.dto';
import { NotificationPreferencesService } from './notification-preferences.service';
import { NotificationsService } from './notifications.service';
import { RemindersService } from './reminders.service';

@ApiTags('Notifications')
@Controller('notifications')
@SignedIn()
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly preferences: NotificationPreferencesService,
    private readonly reminders: RemindersService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'My notifications', description: 'Newest first, with the number unread. Only ever the caller’s own.' })
  @ApiBadRequestResponse({ description: 'Invalid paging.', type: ErrorResponseDto })
  @ApiOkResponse({ description: 'A page of the caller’s notifications and the unread count.', type: NotificationPageDto })
  list(@CurrentUser() user: SessionUser, @Query() query: PagingQueryDto) {
    return this.notifications.list(user, query);
  }

  @Post('read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark notifications read', description: 'The listed ones (`ids`) or all (`all: true`).' })
  @ApiBadRequestResponse({ description: 'Neither ids nor all (`NOTIFICATION.NOTHING_SELECTED`), or invalid ids.', type: ErrorResponseDto })
  @ApiOkResponse({ description: 'How many were marked read.', type: MarkedReadDto })
  async read(@CurrentUser() user: SessionUser, @Body() dto: MarkNotificationsReadDto) {
    const marked = await this.notifications.markRead(user, dto.ids, dto.all);
    return { message: Messages.notifications.marked, marked };
  }

  @Get('preferences')
  @ApiOperation({ summary: 'My email settings', description: 'One switch per kind of email; all on until changed.' })
  @ApiOkResponse({ description: 'Which emails the caller gets.', type: NotificationPreferencesDto })
  getPreferences(@CurrentUser() user: SessionUser) {
    return this.preferences.get(user.id);
  }

  @Put('preferences')
  @ApiOperation({ summary: 'Change my email settings', description: 'Only the switches given change. Password reset emails cannot be turned off.' })
  @ApiBadRequestResponse({ description: 'Not booleans, or password reset turned off (`NOTIFICATION.ALWAYS_SENT`).', type: ErrorResponseDto })
  @ApiOkResponse({ description: 'The settings as they are now.', type: NotificationPreferencesDto })
  putPreferences(@CurrentUser() user: SessionUser, @Body() dto: UpdateNotificationPreferencesDto) {
    return this.preferences.update(user.id, dto.email);
  }

  @Get('unsubscribe')
  @Public()
  @ApiOperation({
    summary: 'Stop one kind of email (link in emails)',
    description: 'Works without signing in: the signed token names one user and one kind of email, and expires after 60 days. Turns off only that kind.',
  })
  @ApiBadRequestResponse({ description: 'Invalid, altered or expired link (`NOTIFICATION.UNSUBSCRIBE_LINK_INVALID`).', type: ErrorResponseDto })
  @ApiOkResponse({ description: 'Turned off; says which emails.', type: MessageResponseDto })
  async unsubscribe(@Query() query: UnsubscribeQueryDto) {
    return { message: await this.preferences.unsubscribe(query.token) };
  }

  @Get('settings')
  @Roles('admin')
  @ApiOperation({ summary: 'The clinic’s notification settings (admin)', description: 'Reminder times before appointments, and whether the nutritionist is reminded too.' })
  @ApiOkResponse({ description: 'The settings.', type: NotificationSettingsDto })
  getSettings(): Promise<NotificationSettingsDto> {
    return this.reminders.getSettings();
  }

  @Put('settings')
  @Roles('admin')
  @ApiOperation({
    summary: 'Change the clinic’s notification settings (admin)',
    description: 'Appointments booked from now on get the new reminder times; planned reminders stay. Whether the nutritionist is reminded too applies to every reminder sent from now on.',
  })
  @ApiBadRequestResponse({ description: 'Not 1–5 distinct whole minutes from 5 to 20160.', type: ErrorResponseDto })
  @ApiOkResponse({ description: 'The settings as they are now.', type: NotificationSettingsDto })
  putSettings(@Body() dto: NotificationSettingsDto): Promise<NotificationSettingsDto> {
    return this.reminders.setSettings(dto);
  }

  @Get('emails')
  @Roles('admin')
  @ApiOperation({ summary: 'Emails and what became of them (admin)', description: 'Newest first: sent, not sent (no mail server configured) or failed with the error. Subjects only, never the text or the address.' })
  @ApiBadRequestResponse({ description: 'Invalid paging.', type: ErrorResponseDto })
  @ApiOkResponse({ description: 'A page of emails.', type: EmailPageDto })
  emails(@Query() query: PagingQueryDto) {
    return this.notifications.emailLog(query);
  }
}
