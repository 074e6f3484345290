import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { MAX_EXPORTED_PER_KIND, type UserDataOwner } from '../users/user-data';
import { OutboxService } from '../outbox/outbox.service';
import { EmailRecord, Notification, NotificationPreferenceDoc, Reminder } from './schemas/notification.schema';

/** A user's notifications and those about them, the record and queued copies of their emails (which hold their address), and reminders of their visits. */
@Injectable()
export class NotificationsUserData implements UserDataOwner {
  readonly name = 'notifications';

  constructor(
    @InjectModel(Notification.name) private readonly notifications: Model<Notification>,
    @InjectModel(EmailRecord.name) private readonly emails: Model<EmailRecord>,
    @InjectModel(Reminder.name) private readonly reminders: Model<Reminder>,
    @InjectModel(NotificationPreferenceDoc.name) private readonly preferences: Model<NotificationPreferenceDoc>,
    private readonly outbox: OutboxService,
  ) {}

  async exportFor(userId: string): Promise<Record<string, unknown[]>> {
    const docs = await this.notifications.find({ user: new Types.ObjectId(userId) }).sort({ createdAt: -1 }).limit(MAX_EXPORTED_PER_KIND).lean();
    return { notifications: docs.map(({ _id, kind, title, body, createdAt, readAt }) => ({ _id, kind, title, body, createdAt, readAt })) };
  }

  async deleteFor(userId: string): Promise<void> {
    if (!Types.ObjectId.isValid(userId)) return;
    const user = new Types.ObjectId(userId);
    // Their own, and others' that are about them (a nutritionist's "Asha booked…").
    await this.notifications.deleteMany({ $or: [{ user }, { people: userId }] });
    await this.emails.deleteMany({ $or: [{ user }, { people: userId }] });
    await this.outbox.discard('email', { $or: [{ 'payload.userId': userId }, { 'payload.people': userId }] });
    await this.preferences.deleteOne({ _id: userId });
    await this.reminders.deleteMany({ $or: [{ 'facts.clientId': userId }, { 'facts.nutritionistId': userId }] });
  }
}
