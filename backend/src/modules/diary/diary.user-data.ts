import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { MAX_EXPORTED_PER_KIND, type UserDataOwner } from '../users/user-data';
import { type DiaryEntryDoc, toDiaryView } from './diary.mapper';
import { DiaryEntry, DiaryPhoto } from './schemas/diary-entry.schema';

/** A client's food diary (entries and their photos) is their health record and goes with them. */
@Injectable()
export class DiaryUserData implements UserDataOwner {
  readonly name = 'food diary';

  constructor(
    @InjectModel(DiaryEntry.name) private readonly entries: Model<DiaryEntry>,
    @InjectModel(DiaryPhoto.name) private readonly photos: Model<DiaryPhoto>,
  ) {}

  async exportFor(userId: string) {
    const client = new Types.ObjectId(userId);
    const docs = await this.entries.find({ client }).sort({ date: 1, createdAt: 1 }).limit(MAX_EXPORTED_PER_KIND).lean<DiaryEntryDoc[]>();
    const photos = await this.photos.find({ client }).sort({ _id: 1 }).limit(MAX_EXPORTED_PER_KIND).lean<{ _id: Types.ObjectId; type: string; data: { buffer: Uint8Array } | Buffer }[]>();
    return {
      diaryEntries: docs.map(toDiaryView),
      // The photos themselves, so the export is the whole record; base64 keeps the file JSON.
      diaryPhotos: photos.map((p) => ({
        entry: String(p._id),
        type: p.type,
        base64: (Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data.buffer)).toString('base64'),
      })),
    };
  }

  async deleteFor(userId: string): Promise<void> {
    const client = new Types.ObjectId(userId);
    await this.photos.deleteMany({ client });
    await this.entries.deleteMany({ client });
  }
}
