import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo, QueryFilter, Types } from 'mongoose';
import {
  canMessage,
  type ChatMessage,
  type ChatUser,
  CONVERSATION_PAGE_DEFAULT,
  type ConversationSummary,
  ErrorCode,
  Messages,
  type Paged,
  previewOf,
  type Role,
} from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { findPage, pageOf } from '../../common/dto/paging.dto';
import { ApiException } from '../../common/errors/api.exception';
import { KeptReads } from '../../database/kept-reads';
import { op } from '../../database/trusted';
import { currentVersion } from '../../database/versions';
import { AuditService } from '../audit/audit.service';
import { UserDirectory, UserLookup } from '../users/user-directory';
import type { ConversationQueryDto, ConversationsQueryDto, SendMessageDto } from './dto/message.dto';
import { MESSAGE_EVENT_BUS, type MessageEventBus } from './message-events';
import { Conversation } from './schemas/conversation.schema';
import { Message, pairKey } from './schemas/message.schema';
import { WebhooksService } from '../webhooks/webhooks.service';
import { type MessageDoc, toChatMessage } from './messages.mapper';
import { UnreadMessageCheck, UnreadMessageEmail } from './schemas/unread-email.schema';
import { UnreadMessageEmails } from './unread-message-emails.service';
import { UNREAD_VERSIONS } from './schemas/unread-versions';

const summaryId = (owner: string, counterpart: string) => `${owner}|${counterpart}`;

type SummaryDoc = Conversation & { _id: string };

@Injectable()
export class MessagesService {
  /** Conversation list pages by owner, page and size, kept while the owner's summaries are unchanged. */
  private readonly keptPages = new KeptReads<[SummaryDoc[], number]>(UNREAD_VERSIONS, 2_000);
  /**
   * Conversation pages by reader, counterpart, cursor and size, kept under the reader's version:
   * every write of a message renews both its people's (schemas/unread-versions.ts).
   */
  private readonly keptConversations = new KeptReads<MessageDoc[]>(UNREAD_VERSIONS, 5_000);

  constructor(
    @InjectModel(Message.name) private readonly messages: Model<Message>,
    @InjectModel(Conversation.name) private readonly summaries: Model<Conversation>,
    @InjectModel(UnreadMessageCheck.name) private readonly unreadChecks: Model<UnreadMessageCheck>,
    @InjectModel(UnreadMessageEmail.name) private readonly unreadEmailsSent: Model<UnreadMessageEmail>,
    private readonly unreadEmails: UnreadMessageEmails,
    private readonly users: UserLookup,
    @Inject(MESSAGE_EVENT_BUS) private readonly events: MessageEventBus,
    private readonly audit: AuditService,
    private readonly directory: UserDirectory,
    private readonly webhooks: WebhooksService,
  ) {}

  /** The client of a two-person conversation, if one of them is a client (the audit's subject). */
  private clientOf(caller: SessionUser, other: ChatUser & { role: Role }): string[] {
    if (caller.role === 'client') return [caller.id];
    return other.role === 'client' ? [other._id] : [];
  }

  async send(caller: SessionUser, dto: SendMessageDto): Promise<ChatMessage> {
    if (dto.receiver === caller.id) throw ApiException.badRequest(Messages.messages.notYourself, ErrorCode.MessageToSelf);
    const receiver = await this.counterpart(caller, dto.receiver);
    const created = await this.messages.create({
      sender: new Types.ObjectId(caller.id),
      receiver: new Types.ObjectId(dto.receiver),
      pair: pairKey(caller.id, dto.receiver),
      content: dto.content,
    });
    const doc = created.toObject() as MessageDoc;
    await Promise.all([this.recordInSummary(caller.id, dto.receiver, doc, false), this.recordInSummary(dto.receiver, caller.id, doc, true)]);

    const message = toChatMessage(doc, { _id: caller.id, name: caller.name }, receiver);
    this.audit.record(caller, 'create', 'message', this.clientOf(caller, receiver), message._id);
    // Who wrote to whom, never what: a message may hold health details.
    await this.webhooks.emit('message.received', { messageId: message._id, senderId: caller.id, receiverId: dto.receiver }, { link: `/api/messages/conversation/${caller.id}` });
    this.events.publish(dto.receiver, { type: 'message', message });
    this.events.publish(caller.id, { type: 'message', message });
    await this.publishUnread(dto.receiver);
    // Emailed about if still unread in 15 minutes while the receiver is away.
    await this.unreadEmails.messageSent(caller.id, dto.receiver);
    // Answering a conversation means having read it.
    await this.markReadBetween(caller.id, dto.receiver);
    return message;
  }

  /**
   * The caller's conversations, latest first. A practitioner has one per client (a thousand at one
   * clinic's size), and FerretDB sorts and counts them by reading them all, so a page is kept until
   * one of the caller's summaries changes (`unread_versions`); names and phone endings are looked up,
   * and the read audited, on every request.
   */
  async conversations(caller: SessionUser, query: ConversationsQueryDto): Promise<Paged<ConversationSummary>> {
    const { page, limit, skip } = pageOf(query);
    const owner = new Types.ObjectId(caller.id);
    const [docs, total] = await this.keptPages.get(this.summaries.db, caller.id, `${caller.id}|${skip}|${limit}`, () =>
      findPage(
        skip,
        limit,
        () => this.summaries.find({ owner }).sort({ lastMessageTime: -1, _id: 1 }).skip(skip).limit(limit).lean<SummaryDoc[]>(),
        () => this.summaries.countDocuments({ owner }),
      ),
    );
    const names = await this.namesOf(docs.map((d) => d.counterpart));
    // Previews are clients' words too: a practitioner's list reads them.
    const clients = caller.role === 'client' ? [caller.id] : [...names].filter(([, u]) => u.role === 'client').map(([id]) => id);
    this.audit.record(caller, 'read', 'message', clients);
    return {
      data: docs.map((d) => ({
        user: { _id: String(d.counterpart), name: names.get(String(d.counterpart))?.name ?? 'Deleted user', phoneEnding: this.phoneEnding(caller, names.get(String(d.counterpart))) },
        lastMessage: d.lastMessage,
        lastMessageTime: d.lastMessageTime.toISOString(),
        isRead: !d.lastIncomingTime || (d.lastReadAt !== null && d.lastReadAt >= d.lastIncomingTime),
      })),
      page,
      limit,
      total,
    };
  }

  /** The caller's messages with one person, a page at a time, oldest first. */
  async conversation(caller: SessionUser, userId: string, query: ConversationQueryDto): Promise<{ data: ChatMessage[]; hasMore: boolean }> {
    // The reader's version is read while the counterpart is checked: one round trip less. A refusal
    // still comes from the check, which is awaited first.
    const version = currentVersion(this.messages.db, UNREAD_VERSIONS, caller.id);
    version.catch(() => undefined);
    const other = await this.counterpart(caller, userId);
    const limit = query.limit ?? CONVERSATION_PAGE_DEFAULT;
    const pair = pairKey(caller.id, userId);
    const docs = await this.keptConversations.get(this.messages.db, caller.id, JSON.stringify([pair, query.before ?? null, limit]), async () => {
      const filter: QueryFilter<Message> = { pair };
      if (query.before) {
        const cursor = await this.messages.findOne({ _id: query.before, pair }, { createdAt: 1 }).lean();
        if (!cursor) throw ApiException.badRequest(Messages.messages.badCursor, ErrorCode.MessageBadCursor);
        filter.$or = [{ createdAt: op({ $lt: cursor.createdAt }) }, { createdAt: cursor.createdAt, _id: op({ $lt: cursor._id }) }];
      }
      return this.messages.find(filter).sort({ createdAt: -1, _id: -1 }).limit(limit + 1).lean<MessageDoc[]>();
    }, version);
    this.audit.record(caller, 'read', 'message', this.clientOf(caller, other));
    const me = { _id: caller.id, name: caller.name };
    const them = { _id: other._id, name: other.name };
    const byId = (id: Types.ObjectId) => (String(id) === caller.id ? me : them);
    return {
      data: docs
        .slice(0, limit)
        .reverse()
        .map((d) => toChatMessage(d, byId(d.sender), byId(d.receiver))),
      hasMore: docs.length > limit,
    };
  }

  /** Marks what the counterpart sent the caller as read. */
  async markRead(caller: SessionUser, userId: string): Promise<{ count: number }> {
    await this.counterpart(caller, userId);
    return this.markReadBetween(caller.id, userId);
  }

  private async markReadBetween(readerId: string, senderId: string): Promise<{ count: number }> {
    const now = new Date();
    await this.messages.updateMany(
      { receiver: new Types.ObjectId(readerId), sender: new Types.ObjectId(senderId), unread: true },
      { $set: { readAt: now, unread: false } },
    );
    await this.summaries.updateOne({ _id: summaryId(readerId, senderId) }, { $set: { lastReadAt: now } });
    return { count: await this.publishUnread(readerId) };
  }

  async unreadCount(userId: string): Promise<number> {
    return this.messages.countDocuments({ receiver: new Types.ObjectId(userId), unread: true });
  }

  async remove(caller: SessionUser, id: string): Promise<void> {
    const doc = await this.messages.findById(id).lean<MessageDoc>();
    const isParty = doc && (String(doc.sender) === caller.id || String(doc.receiver) === caller.id);
    if (!doc || !isParty) throw ApiException.notFound(Messages.messages.notFound, ErrorCode.MessageNotFound);
    if (String(doc.sender) !== caller.id) throw ApiException.forbidden(Messages.messages.onlySenderDeletes, ErrorCode.MessageNotTheSender);
    await this.messages.deleteOne({ _id: doc._id });
    const receiver = String(doc.receiver);
    const receiverUser = await this.users.profileOf(receiver);
    if (receiverUser) this.audit.record(caller, 'delete', 'message', this.clientOf(caller, receiverUser), id);
    // Their writes renew both people's unread versions again (the summary schema's middleware).
    await Promise.all([this.rebuildSummary(caller.id, receiver), this.rebuildSummary(receiver, caller.id)]);
    this.events.publish(receiver, { type: 'deleted', messageId: id, counterpart: caller.id });
    this.events.publish(caller.id, { type: 'deleted', messageId: id, counterpart: receiver });
    if (doc.unread) await this.publishUnread(receiver);
  }

  async removeAllOf(userId: string): Promise<void> {
    const id = new Types.ObjectId(userId);
    await this.messages.deleteMany({ $or: [{ sender: id }, { receiver: id }] });
    await this.summaries.deleteMany({ $or: [{ owner: id }, { counterpart: id }] });
    await this.unreadChecks.deleteMany({ $or: [{ receiver: userId }, { sender: userId }] });
    await this.unreadEmailsSent.deleteMany({ people: userId });
  }

  /** The other person of a conversation: they must exist, and the pair must be allowed to talk. */
  private async counterpart(caller: SessionUser, userId: string): Promise<ChatUser & { role: Role }> {
    const user = await this.users.profileOf(userId);
    if (!user) throw ApiException.notFound(Messages.messages.recipientNotFound, ErrorCode.RecipientNotFound);
    if (!canMessage(caller.role, user.role)) {
      throw new ApiException(HttpStatus.FORBIDDEN, ErrorCode.MessagingNotAllowed, Messages.messages.notAllowed);
    }
    return user;
  }

  /**
   * Puts a new message into one side's summary, unless a newer one is already there (two messages
   * sent at once may be stored in either order). The filter matches only older summaries; when it
   * matches nothing, the upsert's insert collides with the existing `_id` and is dropped.
   */
  private async recordInSummary(owner: string, counterpart: string, message: MessageDoc, incoming: boolean): Promise<void> {
    const _id = summaryId(owner, counterpart);
    try {
      await this.summaries.updateOne(
        { _id, $or: [{ lastMessageTime: op({ $lte: message.createdAt }) }, { lastMessageTime: op({ $exists: false }) }] },
        {
          $set: {
            lastMessage: previewOf(message.content),
            lastMessageTime: message.createdAt,
            lastMessageId: message._id,
            ...(incoming ? { lastIncomingTime: message.createdAt } : {}),
          },
          $setOnInsert: {
            owner: new Types.ObjectId(owner),
            counterpart: new Types.ObjectId(counterpart),
            lastReadAt: null,
            ...(incoming ? {} : { lastIncomingTime: null }),
          },
        },
        { upsert: true },
      );
    } catch (error) {
      if (!(error instanceof mongo.MongoServerError && error.code === 11000)) throw error;
    }
  }

  /** After a deletion: the summary shows the latest message left, or goes when none is left. */
  private async rebuildSummary(owner: string, counterpart: string): Promise<void> {
    const pair = pairKey(owner, counterpart);
    const [latest, latestIncoming] = await Promise.all([
      this.messages.findOne({ pair }).sort({ createdAt: -1, _id: -1 }).lean<MessageDoc>(),
      this.messages.findOne({ pair, sender: new Types.ObjectId(counterpart) }).sort({ createdAt: -1, _id: -1 }).lean<MessageDoc>(),
    ]);
    const _id = summaryId(owner, counterpart);
    if (!latest) {
      await this.summaries.deleteOne({ _id });
      return;
    }
    await this.summaries.updateOne(
      { _id },
      {
        $set: {
          lastMessage: previewOf(latest.content),
          lastMessageTime: latest.createdAt,
          lastMessageId: latest._id,
          lastIncomingTime: latestIncoming?.createdAt ?? null,
        },
      },
    );
  }

  private async publishUnread(userId: string): Promise<number> {
    const count = await this.unreadCount(userId);
    this.events.publish(userId, { type: 'unread', count });
    return count;
  }

  private async namesOf(ids: Types.ObjectId[]): Promise<Map<string, { name: string; role: Role; phone?: string }>> {
    const users = await this.directory.lookup(ids);
    return new Map([...users].flatMap(([id, u]) => (u ? [[id, { name: u.name, role: u.role, phone: u.phone }] as const] : [])));
  }

  /** A client's phone ending, for the practitioners who care for them; clients see none of anyone's. */
  private phoneEnding(caller: SessionUser, other: { role: Role; phone?: string } | undefined): string {
    return caller.role !== 'client' && other?.role === 'client' ? (other.phone ?? '').slice(-4) : '';
  }
}
