import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import { trackSummaryVersions } from './unread-versions';

/**
 * One user's view of one conversation, kept up to date as messages arrive, so the conversation
 * list reads a page of these instead of scanning every message ever sent. `_id` is
 * `<owner>|<counterpart>`: each conversation has two summaries, one per side.
 */
@Schema({ collection: 'conversations', versionKey: false })
export class Conversation {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: SchemaTypes.ObjectId, required: true })
  owner!: Types.ObjectId;

  @Prop({ type: SchemaTypes.ObjectId, required: true })
  counterpart!: Types.ObjectId;

  /** The last message, cut to the preview length. */
  @Prop({ type: String, required: true })
  lastMessage!: string;

  @Prop({ type: Date, required: true })
  lastMessageTime!: Date;

  @Prop({ type: SchemaTypes.ObjectId, required: true })
  lastMessageId!: Types.ObjectId;

  /** The latest message the counterpart sent the owner; null if they never did. */
  @Prop({ type: Date, default: null })
  lastIncomingTime!: Date | null;

  /** When the owner last opened the conversation. */
  @Prop({ type: Date, default: null })
  lastReadAt!: Date | null;
}

export const ConversationSchema = SchemaFactory.createForClass(Conversation);
ConversationSchema.index({ owner: 1, lastMessageTime: -1 });
// The conversation list keeps its pages while a user's summaries are unchanged.
ConversationSchema.plugin(trackSummaryVersions);
