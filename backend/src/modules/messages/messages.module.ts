import { Module, OnModuleInit } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { User, UserSchema } from '../users/schemas/user.schema';
import { UsersModule } from '../users/users.module';
import { UsersService } from '../users/users.service';
import { RedisService } from '../../common/redis/redis.service';
import { MESSAGE_EVENT_BUS } from './message-events';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';
import { createMessageEventBus } from './redis-message-event-bus';
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
  ],
  controllers: [MessagesController],
  providers: [MessagesService, { provide: MESSAGE_EVENT_BUS, useFactory: createMessageEventBus, inject: [RedisService] }],
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
