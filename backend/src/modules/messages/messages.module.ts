import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RedisService } from '../../common/redis/redis.service';
import { SessionsModule } from '../sessions/sessions.module';
import { MESSAGE_EVENT_BUS } from './message-events';
import { MessagesController } from './messages.controller';
import { EventStreamLimit } from './event-stream-limit';
import { MessagesGlance } from './messages.glance';
import { MessagesService } from './messages.service';
import { MessagesUserData } from './messages.user-data';
import { createMessageEventBus } from './redis-message-event-bus';
import { Conversation, ConversationSchema } from './schemas/conversation.schema';
import { Message, MessageSchema } from './schemas/message.schema';
import { Presence, PresenceSchema, UnreadMessageCheck, UnreadMessageCheckSchema, UnreadMessageEmail, UnreadMessageEmailSchema } from './schemas/unread-email.schema';
import { PresenceService } from './presence.service';
import { StreamGreetings } from './stream-greetings';
import { UnreadMessageEmails } from './unread-message-emails.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Message.name, schema: MessageSchema },
      { name: Conversation.name, schema: ConversationSchema },
      { name: UnreadMessageCheck.name, schema: UnreadMessageCheckSchema },
      { name: UnreadMessageEmail.name, schema: UnreadMessageEmailSchema },
      { name: Presence.name, schema: PresenceSchema },
    ]),
    SessionsModule,
  ],
  controllers: [MessagesController],
  // UnreadMessageEmails sends through NotificationsService (a global module).
  providers: [MessagesService, MessagesGlance, MessagesUserData, EventStreamLimit, PresenceService, UnreadMessageEmails, StreamGreetings, { provide: MESSAGE_EVENT_BUS, useFactory: createMessageEventBus, inject: [RedisService] }],
  // The live stream carries notifications too.
  exports: [MessagesUserData, MessagesGlance, MESSAGE_EVENT_BUS, StreamGreetings],
})
export class MessagesModule {}
