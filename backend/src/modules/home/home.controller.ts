import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { Roles } from '../../common/decorators/access.decorator';
import { ClientHomeDto, PracticeHomeDto } from './dto/home.dto';
import { HomeService } from './home.service';

/**
 * The start page of each role in one request. People's pages, so API keys are refused (no scope):
 * an integration reads the resources themselves.
 */
@ApiTags('Home')
@Controller('home')
export class HomeController {
  constructor(private readonly home: HomeService) {}

  @Get('client')
  @Roles('client')
  @ApiOperation({
    summary: 'A client\'s home',
    description: 'The caller\'s next appointment, the plan in force today, the latest measurement with its change, and unread messages. Only the caller\'s own.',
  })
  @ApiOkResponse({ description: 'The client\'s home.', type: ClientHomeDto })
  client(@CurrentUser() user: SessionUser) {
    return this.home.client(user);
  }

  @Get('practice')
  @Roles('admin', 'nutritionist')
  @ApiOperation({
    summary: 'A practitioner\'s home',
    description:
      'Today\'s schedule, pending requests, unread messages, clients due a follow-up and this week\'s counts. A nutritionist\'s own appointments; the admin\'s cover the clinic.',
  })
  @ApiOkResponse({ description: 'The practitioner\'s home.', type: PracticeHomeDto })
  practice(@CurrentUser() user: SessionUser) {
    return this.home.practice(user);
  }
}
