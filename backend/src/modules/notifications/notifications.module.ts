import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MessagesModule } from '../messages/messages.module';
import { NotificationsController } from './notifications.controller';
import { NotificationStreamGreeting } from './notification-stream-greeting';
import { NotificationsService } from './notifications.service';
import { NotificationPreferencesService } from './notification-preferences.service';
import { RemindersService } from './reminders.service';
import { NotificationsUserData } from './notifications.user-data';
import {
  EmailRecord,
  EmailRecordSchema,
  Notification,
  NotificationPreferenceDoc,
  NotificationPreferenceSchema,
  NotificationSchema,
  NotificationSettings,
  NotificationSettingsSchema,
  Reminder,
  ReminderSchema,
} from './schemas/notification.schema';

/** Global: appointments, plans and progress announce their events through it. */
@Global()
@Module({
  imports: [
    MessagesModule,
    MongooseModule.forFeature([
      { name: Notification.name, schema: NotificationSchema },
      { name: EmailRecord.name, schema: EmailRecordSchema },
      { name: Reminder.name, schema: ReminderSchema },
      { name: NotificationSettings.name, schema: NotificationSettingsSchema },
      { name: NotificationPreferenceDoc.name, schema: NotificationPreferenceSchema },
    ]),
  ],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationPreferencesService, RemindersService, NotificationsUserData, NotificationStreamGreeting],
  exports: [NotificationsService, RemindersService, NotificationsUserData],
})
export class NotificationsModule {}
