import type { Types } from 'mongoose';
import { type BmiScheme, bmiCategory, type ProgressRecord } from '@clinic/contracts';
import { type PopulatedUser, toUserRef } from '../users/user-ref';
import type { Progress } from './schemas/progress.schema';

export const PEOPLE = ['client', 'nutritionist', 'enteredBy'] as const;
export type PopulatedProgress = Omit<Progress, 'client' | 'nutritionist' | 'enteredBy'> & {
  _id: Types.ObjectId;
  client: PopulatedUser;
  nutritionist: PopulatedUser;
  enteredBy?: PopulatedUser;
};

export { withAuthor } from '../care-team/health-record.policy';

/** The only way a progress record leaves the API, in its own routes and in a client's data export. */
export function toProgressView(doc: PopulatedProgress, bmiScheme: BmiScheme): ProgressRecord {
  return {
    _id: String(doc._id),
    client: toUserRef(doc.client),
    nutritionist: doc.nutritionist ? toUserRef(doc.nutritionist) : null,
    enteredBy: toUserRef(doc.enteredBy ?? null),
    date: doc.date,
    weight: doc.weight ?? null,
    height: doc.height ?? null,
    bodyFat: doc.bodyFat ?? null,
    BMI: doc.bmi ?? null,
    bmiCategory: bmiCategory(doc.bmi, bmiScheme),
    notes: doc.notes ?? '',
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}
