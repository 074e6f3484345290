import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Messages } from '@clinic/contracts';
import { SignedIn } from '../../common/decorators/access.decorator';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { PagingQueryDto } from '../../common/dto/paging.dto';
import { MarkedReadDto, MarkNotificationsReadDto, NotificationPageDto } from './dto/notification.dto';
import { NotificationsService } from './notifications.service';

@ApiTags('Notifications')
@Controller('notifications')
@SignedIn()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

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
}
