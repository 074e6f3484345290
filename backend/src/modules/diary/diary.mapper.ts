import type { Types } from 'mongoose';
import type { DiaryEntry as DiaryEntryView, FoodAmount, Nutrients } from '@clinic/contracts';
import type { DiaryEntry, DiaryItem } from './schemas/diary-entry.schema';

export type DiaryEntryDoc = DiaryEntry & { _id: Types.ObjectId };

const nutrients = (n: Nutrients): Nutrients => ({ energyKcal: n.energyKcal, protein: n.protein, carbohydrate: n.carbohydrate, fat: n.fat, fibre: n.fibre });

const item = (i: DiaryItem): FoodAmount => ({
  food: String(i.food),
  name: i.name,
  hindiName: i.hindiName ?? '',
  grams: i.grams,
  ...(i.measure ? { measure: { name: i.measure.name, count: i.measure.count } } : {}),
  nutrients: nutrients(i.nutrients),
});

/** The only way a diary entry leaves the API, in its routes and in a client's data export. */
export function toDiaryView(doc: DiaryEntryDoc): DiaryEntryView {
  return {
    _id: String(doc._id),
    clientEntryId: doc.clientEntryId,
    client: String(doc.client),
    date: doc.date,
    mealTime: doc.mealTime,
    items: (doc.items ?? []).map(item),
    asPlanned: doc.asPlanned ? String(doc.asPlanned) : null,
    note: doc.note ?? '',
    nutrients: nutrients(doc.nutrients),
    hasPhoto: Boolean(doc.photo),
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}
