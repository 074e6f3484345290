import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { UnreadSummary } from '@clinic/contracts';
import { UserDirectory } from '../users/user-directory';
import { Conversation } from './schemas/conversation.schema';
import { Message } from './schemas/message.schema';

const SHOWN = 5;

/** What the home pages say about messages: how many are unread, and from whom. */
@Injectable()
export class MessagesGlance {
  constructor(
    @InjectModel(Message.name) private readonly messages: Model<Message>,
    @InjectModel(Conversation.name) private readonly summaries: Model<Conversation>,
    private readonly directory: UserDirectory,
  ) {}

  /**
   * The user's unread messages grouped by sender (the `receiver, unread` index), then each sender's
   * conversation summary by `_id` for the preview: no scan of anyone's history.
   */
  async unread(userId: string): Promise<UnreadSummary> {
    const groups = await this.messages.aggregate<{ _id: Types.ObjectId; n: number }>([
      { $match: { receiver: new Types.ObjectId(userId), unread: true } },
      { $group: { _id: '$sender', n: { $sum: 1 } } },
    ]);
    const total = groups.reduce((sum, g) => sum + g.n, 0);
    if (!groups.length) return { total, conversations: [] };
    const summaries = await Promise.all(groups.map((g) => this.summaries.findById(`${userId}|${String(g._id)}`, { lastMessage: 1, lastMessageTime: 1 }).lean()));
    const latest = groups
      .map((g, i) => ({ id: String(g._id), n: g.n, summary: summaries[i] }))
      .sort((a, b) => (b.summary?.lastMessageTime?.getTime() ?? 0) - (a.summary?.lastMessageTime?.getTime() ?? 0))
      .slice(0, SHOWN);
    const names = await this.directory.lookup(latest.map((c) => c.id));
    return {
      total,
      conversations: latest.map((c) => ({
        user: { _id: c.id, name: names.get(c.id)?.name ?? 'Deleted user' },
        unread: c.n,
        lastMessage: c.summary?.lastMessage ?? '',
        lastMessageTime: (c.summary?.lastMessageTime ?? new Date(0)).toISOString(),
      })),
    };
  }
}
