import type { Types } from 'mongoose';
import type { ChatMessage, ChatUser } from '@clinic/contracts';
import type { Message } from './schemas/message.schema';

export type MessageDoc = Message & { _id: Types.ObjectId };

/** The only way a message leaves the API, in its own routes, live events and a client's data export. */
export function toChatMessage(doc: MessageDoc, sender: ChatUser, receiver: ChatUser): ChatMessage {
  return {
    _id: String(doc._id),
    sender,
    receiver,
    content: doc.content,
    createdAt: new Date(doc.createdAt).toISOString(),
    isRead: Boolean(doc.readAt),
  };
}
