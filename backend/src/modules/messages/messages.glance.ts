import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { Connection, Model, Types } from 'mongoose';
import type { UnreadSummary } from '@clinic/contracts';
import { KeptReads } from '../../database/kept-reads';
import { UserDirectory } from '../users/user-directory';
import { Conversation } from './schemas/conversation.schema';
import { Message } from './schemas/message.schema';
import { UNREAD_VERSIONS } from './schemas/unread-versions';

const SHOWN = 5;

interface KeptUnread {
  total: number;
  latest: { id: string; n: number; summary: { lastMessage?: string; lastMessageTime?: Date } | null }[];
}

/** What the home pages say about messages: how many are unread, and from whom. */
@Injectable()
export class MessagesGlance {
  private readonly kept = new KeptReads<KeptUnread>(UNREAD_VERSIONS, 10_000);

  constructor(
    @InjectModel(Message.name) private readonly messages: Model<Message>,
    @InjectModel(Conversation.name) private readonly summaries: Model<Conversation>,
    @InjectConnection() private readonly connection: Connection,
    private readonly directory: UserDirectory,
  ) {}

  /**
   * The user's unread messages grouped by sender (one read on the `receiver, unread` index, sender
   * and time only), then the summaries of the SHOWN conversations by `_id` for their previews.
   * Conversations are ordered by their last message. Answering marks a conversation read, and
   * reading marks all of it, so where anything is unread the last message is the sender's latest
   * unread one: the order is known before any summary is read, and only the shown ones are.
   * Kept per user while their messages are unchanged (`unread_versions`); names are looked up on
   * every call.
   */
  async unread(userId: string): Promise<UnreadSummary> {
    const { total, latest } = await this.kept.get(this.connection, userId, userId, () => this.read(userId));
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

  private async read(userId: string): Promise<KeptUnread> {
    const messages = await this.messages
      .find({ receiver: new Types.ObjectId(userId), unread: true }, { sender: 1, createdAt: 1, _id: 0 })
      .lean<{ sender: Types.ObjectId; createdAt: Date }[]>();
    const bySender = new Map<string, { n: number; latest: number }>();
    for (const m of messages) {
      const id = String(m.sender);
      const group = bySender.get(id) ?? { n: 0, latest: 0 };
      group.n += 1;
      group.latest = Math.max(group.latest, new Date(m.createdAt).getTime());
      bySender.set(id, group);
    }
    const first = [...bySender].sort(([a, x], [b, y]) => y.latest - x.latest || (a < b ? -1 : a > b ? 1 : 0)).slice(0, SHOWN);
    const summaries = await Promise.all(first.map(([id]) => this.summaries.findById(`${userId}|${id}`, { lastMessage: 1, lastMessageTime: 1 }).lean()));
    const latest = first
      .map(([id, g], i) => ({ id, n: g.n, summary: summaries[i] }))
      .sort((a, b) => (b.summary?.lastMessageTime?.getTime() ?? 0) - (a.summary?.lastMessageTime?.getTime() ?? 0));
    return { total: messages.length, latest };
  }
}
