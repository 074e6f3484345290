import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Put, Query, Sse } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { defer, interval, map, merge, takeUntil, type Observable } from 'rxjs';
import { type MessageEvent as LiveEvent, Messages } from '@clinic/contracts';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator';
import { SignedIn } from '../../common/decorators/access.decorator';
import { ApiScope } from '../../common/decorators/api-scope.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/dto/error-response.dto';
import { ApiIdParam, IdParam } from '../../common/decorators/id-param.decorator';
import {
  ChatMessageDto,
  ConversationListDto,
  ConversationPageDto,
  ConversationQueryDto,
  ConversationsQueryDto,
  SendMessageDto,
  UnreadCountDto,
} from './dto/message.dto';
import { MessagesService } from './messages.service';
import { EventStreamLimit } from './event-stream-limit';
import { StreamGreetings } from './stream-greetings';
import { MESSAGE_EVENT_BUS, type MessageEventBus } from './message-events';
import { ShutdownState } from '../../common/lifecycle/shutdown';
import { Idempotent } from '../idempotency/idempotent.decorator';

/** Keeps idle event streams open through proxies that close silent connections after a minute. */
const HEARTBEAT_MS = 25_000;

const NOT_ALLOWED = { description: 'A client and another client cannot talk.', type: ErrorResponseDto };
const NO_USER = { description: 'No such user.', type: ErrorResponseDto };

/** Messages between clients and practitioners; the sender is always the signed-in user. */
@ApiTags('Messages')
@ApiBadRequestResponse({ description: 'Invalid input; `errors` lists each field.', type: ErrorResponseDto })
@Controller('messages')
@SignedIn()
export class MessagesController {
  constructor(
    private readonly messages: MessagesService,
    @Inject(MESSAGE_EVENT_BUS) private readonly events: MessageEventBus,
    private readonly shutdown: ShutdownState,
    private readonly streamLimit: EventStreamLimit,
    private readonly greetings: StreamGreetings,
  ) {}

  @Post()
  @Idempotent()
  @ApiScope('messages:write')
  @ApiOperation({ summary: 'Send a message', description: 'Clients write to practitioners; practitioners to clients and to each other.' })
  @ApiCreatedResponse({ description: 'The message.', type: ChatMessageDto })
  @ApiForbiddenResponse(NOT_ALLOWED)
  @ApiNotFoundResponse(NO_USER)
  send(@CurrentUser() user: SessionUser, @Body() dto: SendMessageDto) {
    return this.messages.send(user, dto);
  }

  @Get('conversations')
  @ApiOperation({ summary: 'My conversations', description: 'One summary per person, most recent first, with a 50-character preview and whether it is read.' })
  @ApiOkResponse({ description: 'A page of conversations.', type: ConversationListDto })
  conversations(@CurrentUser() user: SessionUser, @Query() query: ConversationsQueryDto) {
    return this.messages.conversations(user, query);
  }

  @Get('conversation/:userId')
  @ApiOperation({
    summary: 'My messages with one person',
    description: 'Oldest first; the newest page unless `before` asks for older messages. Only ever the caller\'s own conversation.',
  })
  @ApiIdParam('userId', 'The other person\'s user id.', 'No such user.')
  @ApiOkResponse({ description: 'A page of messages.', type: ConversationPageDto })
  @ApiForbiddenResponse(NOT_ALLOWED)
  conversation(@CurrentUser() user: SessionUser, @IdParam('userId') userId: string, @Query() query: ConversationQueryDto) {
    return this.messages.conversation(user, userId, query);
  }

  @Put('read/:userId')
  @ApiOperation({ summary: 'Mark a conversation read', description: 'Marks what that person sent the caller as read; returns the caller\'s remaining unread count.' })
  @ApiIdParam('userId', 'The other person\'s user id.', 'No such user.')
  @ApiOkResponse({ description: 'Unread messages left.', type: UnreadCountDto })
  @ApiForbiddenResponse(NOT_ALLOWED)
  markRead(@CurrentUser() user: SessionUser, @IdParam('userId') userId: string) {
    return this.messages.markRead(user, userId);
  }

  @Get('unread-count')
  @ApiOperation({ summary: 'My unread messages', description: 'For the header badge; the event stream keeps it current afterwards.' })
  @ApiOkResponse({ description: 'Unread messages.', type: UnreadCountDto })
  async unread(@CurrentUser() user: SessionUser) {
    return { count: await this.messages.unreadCount(user.id) };
  }

  @Sse('events')
  @ApiOperation({
    summary: 'Live events (server-sent events)',
    description:
      'A text/event-stream for the signed-in user: `message` (a message to or from them, JSON `{type, message}`), `deleted`, `unread` (`{type, count}`) and `notification` (a new notification: `{type, unread}`), plus a `ping` every 25 s. It starts with the current `unread` and `notification` counts. Browsers use EventSource. A user holds at most `EVENT_STREAMS_PER_USER` (default 10) streams; opening one more closes the oldest.',
  })
  @ApiOkResponse({
    description: 'The stream; it stays open.',
    content: { 'text/event-stream': { schema: { type: 'string', example: 'event: unread\ndata: {"type":"unread","count":2}\n\n' } } },
  })
  events$(@CurrentUser() user: SessionUser): Observable<{ type: string; data: unknown }> {
    const unread = defer(async (): Promise<LiveEvent> => ({ type: 'unread', count: await this.messages.unreadCount(user.id) }));
    const greetings = this.greetings.for(user.id).map((greeting) => defer(greeting));
    const stream = merge(
      merge(unread, ...greetings, this.events.stream(user.id)).pipe(map((event) => ({ type: event.type, data: event }))),
      interval(HEARTBEAT_MS).pipe(map(() => ({ type: 'ping', data: '' }))),
    ).pipe(takeUntil(this.shutdown.draining$));
    return this.streamLimit.limit(user.id, user.sessionId, stream);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a message', description: 'Only its sender may.' })
  @ApiIdParam('id', 'Message id.', 'No such message in the caller\'s conversations.')
  @ApiOkResponse({ description: 'Deleted.', type: MessageResponseDto })
  @ApiForbiddenResponse({ description: 'The caller received it but did not send it.', type: ErrorResponseDto })
  async remove(@CurrentUser() user: SessionUser, @IdParam() id: string) {
    await this.messages.remove(user, id);
    return { message: Messages.messages.deleted };
  }
}
