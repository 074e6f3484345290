import { Module, OnModuleInit } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { User, UserSchema } from '../users/schemas/user.schema';
import { UsersModule } from '../users/users.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersService } from '../users/users.service';
import { InProcessMessageEventBus, MESSAGE_EVENT_BUS } from './message-events';
import { MessagesController } from './messages.controller';
import { EventStreamLimit } from './event-stream-limit';
import { MessagesService } from './messages.service';
import { Conversation, ConversationSchema } from './schemas/conversation.schema';
import { Message, MessageSchema } from './schemas/message.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Message.name, schema: MessageSchema },
      { name: Conversation.name, schema: ConversationSchema },
      { name: User.name, schema: UserSchema },
    ]),
    UsersModule,
    SessionsModule,
  ],
  controllers: [MessagesController],
  providers: [MessagesService, EventStreamLimit, { provide: MESSAGE_EVENT_BUS, useClass: InProcessMessageEventBus }],
})
export class MessagesModule implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly messages: MessagesService,
  ) {}

  /** A deleted user's messages and conversations go with them. */
  onModuleInit() {
    this.users.onDelete({ cleanup: (userId) => this.messages.removeAllOf(userId) });
  }
}
