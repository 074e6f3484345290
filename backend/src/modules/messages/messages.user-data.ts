import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { UserDirectory } from '../users/user-directory';
import { MAX_EXPORTED_PER_KIND, type UserDataOwner } from '../users/user-data';
import { MessagesService } from './messages.service';
import { type MessageDoc, toChatMessage } from './messages.mapper';
import { Message } from './schemas/message.schema';

/** Every message a user sent or received, and both sides' conversation summaries, go with them. */
@Injectable()
export class MessagesUserData implements UserDataOwner {
  readonly name = 'messages';

  constructor(
    @InjectModel(Message.name) private readonly messages: Model<Message>,
    private readonly service: MessagesService,
    private readonly directory: UserDirectory,
  ) {}

  async exportFor(userId: string) {
    const me = new Types.ObjectId(userId);
    const docs = await this.messages
      .find({ $or: [{ sender: me }, { receiver: me }] })
      .sort({ createdAt: 1 })
      .limit(MAX_EXPORTED_PER_KIND)
      .lean<MessageDoc[]>();
    const people = await this.directory.lookup(docs.flatMap((d) => [d.sender, d.receiver]));
    const person = (id: Types.ObjectId) => ({ _id: String(id), name: people.get(String(id))?.name ?? 'Deleted user' });
    return { messages: docs.map((d) => toChatMessage(d, person(d.sender), person(d.receiver))) };
  }

  deleteFor(userId: string): Promise<void> {
    return this.service.removeAllOf(userId);
  }
}
