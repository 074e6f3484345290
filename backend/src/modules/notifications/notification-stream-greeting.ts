import { Injectable, OnModuleInit } from '@nestjs/common';
import { StreamGreetings } from '../messages/stream-greetings';
import { NotificationsService } from './notifications.service';

/** A new live stream starts with the user's unread notification count (see StreamGreetings). */
@Injectable()
export class NotificationStreamGreeting implements OnModuleInit {
  constructor(
    private readonly greetings: StreamGreetings,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.greetings.add(async (userId) => ({ type: 'notification', unread: await this.notifications.unreadCount(userId) }));
  }
}
