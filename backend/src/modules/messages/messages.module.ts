import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SessionsModule } from '../sessions/sessions.module';
import { InProcessMessageEventBus, MESSAGE_EVENT_BUS } from './message-events';
import { MessagesController } from './messages.controller';
import { EventStreamLimit } from './event-stream-limit';
import { MessagesService } from './messages.service';
import { MessagesUserData } from './messages.user-data';
import { Conversation, ConversationSchema } from './schemas/conversation.schema';
import { Message, MessageSchema } from './schemas/message.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Message.name, schema: MessageSchema },
      { name: Conversation.name, schema: ConversationSchema },
    ]),
    SessionsModule,
  ],
  controllers: [MessagesController],
  providers: [MessagesService, MessagesUserData, EventStreamLimit, { provide: MESSAGE_EVENT_BUS, useClass: InProcessMessageEventBus }],
  exports: [MessagesUserData],
})
export class MessagesModule {}
