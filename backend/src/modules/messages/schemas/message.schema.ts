import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import { trackUnreadVersions } from './unread-versions';

/** The two users of a conversation as one key, the same whoever sends: `<smaller id>|<larger id>`. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

@Schema({ collection: 'messages', timestamps: { createdAt: true, updatedAt: false } })
export class Message {
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  sender!: Types.ObjectId;

  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  receiver!: Types.ObjectId;

  @Prop({ type: String, required: true })
  pair!: string;

  @Prop({ type: String, required: true })
  content!: string;

  /** When the receiver opened the conversation after it arrived; null until then. */
  @Prop({ type: Date, default: null })
  readAt!: Date | null;

  /**
   * True until read: `readAt: null` said the same, but a filter on null is one FerretDB 1.x cannot
   * hand to its storage, so the header's unread count read every message a nutritionist ever
   * received (0.8 s at scale). Equality on a boolean goes to the index on every server.
   */
  @Prop({ type: Boolean, default: true })
  unread!: boolean;

  createdAt!: Date;
}

export const MessageSchema = SchemaFactory.createForClass(Message);
// A conversation page by page, newest first; a user's unread messages (the header count); one
// counterpart's unread messages (marking them read).
MessageSchema.index({ pair: 1, createdAt: -1, _id: -1 });
MessageSchema.index({ receiver: 1, unread: 1 });
MessageSchema.index({ receiver: 1, sender: 1, unread: 1 });
// The homes' unread summaries know when a user's messages changed.
MessageSchema.plugin(trackUnreadVersions);
