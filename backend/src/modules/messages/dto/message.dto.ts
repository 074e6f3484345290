import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsMongoId, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  type ChatMessage,
  type ChatUser,
  CONVERSATION_PAGE_DEFAULT,
  type ConversationSummary,
  MESSAGE_MAX_LENGTH,
  Messages,
  type SendMessageRequest,
} from '@clinic/contracts';
import { Trim } from '../../../common/decorators/transforms';
import { PagingQueryDto } from '../../../common/dto/paging.dto';
import { Optional } from '../../../common/validation/optional';
import { ID_PATTERN } from '../../../common/dto/api-formats';

const ID_EXAMPLE = '665f1c2b9d3e4a0012ab34cd';

export class SendMessageDto implements SendMessageRequest {
  @ApiProperty({ description: 'User id of the person to write to.', example: ID_EXAMPLE, pattern: ID_PATTERN })
  @IsMongoId({ message: Messages.messages.receiverRequired })
  receiver!: string;

  @ApiProperty({ description: 'The message; surrounding spaces are trimmed.', example: 'Can I swap Thursday\'s dinner?', maxLength: MESSAGE_MAX_LENGTH })
  @Trim()
  @IsString({ message: Messages.messages.contentRequired })
  @IsNotEmpty({ message: Messages.messages.contentRequired })
  @MaxLength(MESSAGE_MAX_LENGTH, { message: Messages.messages.tooLong })
  content!: string;
}

export class ConversationQueryDto {
  @ApiPropertyOptional({ description: 'Older page: only messages before this message id (from a previous page).', example: ID_EXAMPLE })
  @Optional()
  @IsMongoId({ message: 'before must be a message id.' })
  before?: string;

  @ApiPropertyOptional({ description: 'Messages per page (at most 100).', example: CONVERSATION_PAGE_DEFAULT, minimum: 1, maximum: 100 })
  @Optional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(100, { message: 'limit must be at most 100' })
  limit?: number;
}

export class ConversationsQueryDto extends PagingQueryDto {}

export class ChatUserDto implements ChatUser {
  @ApiProperty({ description: 'User id.', example: ID_EXAMPLE })
  _id!: string;

  @ApiProperty({ description: 'Name.', example: 'Priya Sharma' })
  name!: string;
}

export class ChatMessageDto implements ChatMessage {
  @ApiProperty({ description: 'Message id.', example: ID_EXAMPLE })
  _id!: string;

  @ApiProperty({ description: 'Who wrote it.', type: ChatUserDto })
  sender!: ChatUserDto;

  @ApiProperty({ description: 'Who it was written to.', type: ChatUserDto })
  receiver!: ChatUserDto;

  @ApiProperty({ description: 'The message.', example: 'See you on Monday!' })
  content!: string;

  @ApiProperty({ description: 'When it was sent (ISO 8601).', example: '2026-11-21T10:15:00.000Z' })
  createdAt!: string;

  @ApiProperty({ description: 'Whether the receiver has opened it.', example: false })
  isRead!: boolean;
}

export class ConversationPageDto {
  @ApiProperty({ description: 'Messages, oldest first (the newest page when `before` is not given).', type: [ChatMessageDto] })
  data!: ChatMessageDto[];

  @ApiProperty({ description: 'Whether older messages exist: ask again with `before` set to the first message\'s id.', example: false })
  hasMore!: boolean;
}

export class ConversationUserDto extends ChatUserDto {
  @ApiProperty({
    description: 'The last four digits of a client\'s phone, in a practitioner\'s list, to tell apart two clients of the same name; empty otherwise.',
    example: '3210',
  })
  phoneEnding!: string;
}

export class ConversationSummaryDto implements ConversationSummary {
  @ApiProperty({ description: 'The other person.', type: ConversationUserDto })
  user!: ConversationUserDto;

  @ApiProperty({ description: 'The last message, cut to 50 characters.', example: 'Can I swap Thursday\'s dinner for the lunch…' })
  lastMessage!: string;

  @ApiProperty({ description: 'When it was sent (ISO 8601).', example: '2026-11-21T10:15:00.000Z' })
  lastMessageTime!: string;

  @ApiProperty({ description: 'False while the other person wrote something not opened yet.', example: true })
  isRead!: boolean;
}

export class ConversationListDto {
  @ApiProperty({ description: 'Conversations, most recent first.', type: [ConversationSummaryDto] })
  data!: ConversationSummaryDto[];

  @ApiProperty({ description: 'Page number, from 1.', example: 1 })
  page!: number;

  @ApiProperty({ description: 'Page size.', example: 20 })
  limit!: number;

  @ApiProperty({ description: 'Number of conversations.', example: 4 })
  total!: number;
}

export class UnreadCountDto {
  @ApiProperty({ description: 'Messages to the signed-in user not opened yet.', example: 3 })
  count!: number;
}
