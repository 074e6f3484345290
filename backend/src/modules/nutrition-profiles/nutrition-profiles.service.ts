import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import {
  ACTIVITY_FACTORS,
  ageOn,
  type Allergen,
  DEFAULT_MACROS,
  type Diet,
  ErrorCode,
  MACRO_PERCENT_TOLERANCE,
  macroGrams,
  mifflinStJeor,
  type Nutrients,
  NutritionMessages,
  type NutritionProfile as ProfileView,
  TARGET_AGE_YEARS,
} from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { ApiException } from '../../common/errors/api.exception';
import { ClinicClock } from '../../common/time/clinic-clock';
import { op } from '../../database/trusted';
import { AuditService } from '../audit/audit.service';
import { HealthRecordPolicy } from '../care-team/health-record.policy';
import { Progress } from '../progress/schemas/progress.schema';
import { UserDirectory, UserLookup } from '../users/user-directory';
import { toUserRef, type PopulatedUser } from '../users/user-ref';
import type { NutritionProfileRequestDto } from './dto/nutrition-profile.dto';
import { DEFAULT_FIBRE_GRAMS, NutritionProfile } from './schemas/nutrition-profile.schema';

const M = NutritionMessages.nutritionProfiles;
const notFound = () => ApiException.notFound(M.notFound, ErrorCode.NutritionProfileNotFound);
const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

type StoredProfile = Omit<NutritionProfile, 'client' | 'updatedBy' | 'updatedAt'> & { client: Types.ObjectId; updatedBy: Types.ObjectId | null; updatedAt: Date | null };

/** What a client without a stored profile reads: nothing known, the default target. */
function defaults(clientId: string): StoredProfile {
  return {
    client: new Types.ObjectId(clientId),
    sex: null,
    dateOfBirth: '',
    activity: 'light',
    diet: null,
    allergies: [],
    target: { method: 'mifflin-st-jeor', energyKcal: null, adjustmentKcal: 0, macros: { ...DEFAULT_MACROS }, fibre: DEFAULT_FIBRE_GRAMS },
    updatedBy: null,
    createdAt: new Date(0),
    updatedAt: null,
  };
}

const invalid = (field: string, message: string) => ApiException.badRequest(message, ErrorCode.ValidationFailed, [{ field, message }]);

/**
 * A client's facts (sex, birth date, activity, diet, allergies) and their daily target, a health record
 * under the care-team policy. The target's energy comes from the Mifflin-St Jeor equation with the
 * latest progress record, or is set by hand; only practitioners set the target.
 */
@Injectable()
export class NutritionProfilesService {
  constructor(
    @InjectModel(NutritionProfile.name) private readonly profiles: Model<NutritionProfile>,
    @InjectModel(Progress.name) private readonly progress: Model<Progress>,
    private readonly policy: HealthRecordPolicy,
    private readonly users: UserLookup,
    private readonly directory: UserDirectory,
    private readonly audit: AuditService,
    private readonly clock: ClinicClock,
  ) {}

  async get(caller: SessionUser, clientId: string): Promise<ProfileView> {
    await this.assertReadable(caller, clientId);
    const view = await this.view(await this.stored(clientId));
    this.audit.record(caller, 'read', 'nutrition-profile', [clientId], clientId);
    return view;
  }

  async update(caller: SessionUser, clientId: string, dto: NutritionProfileRequestDto): Promise<ProfileView> {
    await this.assertReadable(caller, clientId);
    const current = await this.stored(clientId);
    const set = changes(dto);
    // A client's own GET body carries the target back: refused only when it would change it.
    if (caller.role === 'client' && dto.target !== undefined) {
      if (JSON.stringify(targetOf(merge(current, set))) !== JSON.stringify(targetOf(current))) {
        throw ApiException.forbidden(M.targetPractitionerOnly, ErrorCode.TargetPractitionerOnly);
      }
      for (const key of Object.keys(set)) if (key.startsWith('target.')) delete set[key];
    }
    const next = merge(current, set);
    assertConsistent(next, this.clock.today());
    const stamp = { updatedBy: new Types.ObjectId(caller.id) };
    if (!current.updatedAt) {
      try {
        const { sex, dateOfBirth, activity, diet, allergies, target } = next;
        await this.profiles.create({ client: new Types.ObjectId(clientId), sex, dateOfBirth, activity, diet, allergies, target, ...stamp });
      } catch (error) {
        // Another request created it first: ours becomes a change of theirs.
        if (!isDuplicate(error)) throw error;
        await this.profiles.updateOne({ client: new Types.ObjectId(clientId) }, { $set: { ...set, ...stamp } }, { runValidators: true });
      }
    } else {
      await this.profiles.updateOne({ client: new Types.ObjectId(clientId) }, { $set: { ...set, ...stamp } }, { runValidators: true });
    }
    this.audit.record(caller, 'update', 'nutrition-profile', [clientId], clientId);
    return this.view(await this.stored(clientId));
  }

  /** The day's target for a client (energy, macros and fibre in grams), or null when it cannot be computed. */
  async resolvedTarget(clientId: string): Promise<Nutrients | null> {
    const resolved = (await this.resolve(await this.stored(clientId))).resolved;
    if (!resolved) return null;
    const { energyKcal, protein, carbohydrate, fat, fibre } = resolved;
    return { energyKcal, protein, carbohydrate, fat, fibre };
  }

  async dietOf(clientId: string): Promise<{ diet: Diet | null; allergies: Allergen[] }> {
    const doc = await this.profiles.findOne({ client: new Types.ObjectId(clientId) }, { diet: 1, allergies: 1 }).lean();
    return { diet: doc?.diet ?? null, allergies: doc?.allergies ?? [] };
  }

  /** For the data export and account deletion. */
  async storedOf(clientId: string): Promise<ProfileView | null> {
    const doc = await this.profiles.findOne({ client: new Types.ObjectId(clientId) }).lean<StoredProfile>();
    return doc ? this.view(doc) : null;
  }

  async deleteOf(clientId: string): Promise<void> {
    await this.profiles.deleteMany({ client: new Types.ObjectId(clientId) });
  }

  private async assertReadable(caller: SessionUser, clientId: string): Promise<void> {
    await this.policy.assertCanRead(caller, clientId, notFound);
    if ((await this.users.roleOf(clientId)) !== 'client') throw notFound();
  }

  private async stored(clientId: string): Promise<StoredProfile> {
    return (await this.profiles.findOne({ client: new Types.ObjectId(clientId) }).lean<StoredProfile>()) ?? defaults(clientId);
  }

  private async view(doc: StoredProfile): Promise<ProfileView> {
    const [withPeople] = await this.directory.populate([{ updatedBy: doc.updatedBy }], ['updatedBy']);
    const { resolved, missing } = await this.resolve(doc);
    return {
      client: String(doc.client),
      sex: doc.sex ?? null,
      dateOfBirth: doc.dateOfBirth ?? '',
      activity: doc.activity,
      diet: doc.diet ?? null,
      allergies: doc.allergies ?? [],
      target: {
        method: doc.target.method,
        energyKcal: doc.target.energyKcal ?? null,
        adjustmentKcal: doc.target.adjustmentKcal ?? 0,
        macros: { unit: doc.target.macros.unit, protein: doc.target.macros.protein, carbohydrate: doc.target.macros.carbohydrate, fat: doc.target.macros.fat },
        fibre: doc.target.fibre ?? DEFAULT_FIBRE_GRAMS,
      },
      resolved,
      missing,
      updatedAt: doc.updatedAt ? new Date(doc.updatedAt).toISOString() : null,
      updatedBy: doc.updatedBy ? toUserRef(withPeople.updatedBy as unknown as PopulatedUser) : null,
    };
  }

  private async resolve(doc: StoredProfile): Promise<Pick<ProfileView, 'resolved' | 'missing'>> {
    const { target } = doc;
    const finish = (energyKcal: number, restingKcal: number | null, from: NonNullable<ProfileView['resolved']>['from']) => ({
      energyKcal,
      ...macroGrams(energyKcal, target.macros),
      fibre: target.fibre ?? DEFAULT_FIBRE_GRAMS,
      restingKcal,
      from,
    });
    if (target.method === 'manual') {
      return { resolved: target.energyKcal == null ? null : finish(target.energyKcal, null, null), missing: [] };
    }
    const [weighed, measured] = await Promise.all([this.latest(doc.client, 'weight'), this.latest(doc.client, 'height')]);
    const missing: ProfileView['missing'] = [];
    if (!doc.sex) missing.push('sex');
    if (!doc.dateOfBirth) missing.push('dateOfBirth');
    if (!weighed) missing.push('weight');
    if (!measured) missing.push('height');
    if (missing.length > 0 || !doc.sex || !weighed || !measured) return { resolved: null, missing };
    const ageYears = ageOn(doc.dateOfBirth, this.clock.today());
    // Checked when written, but a date of birth entered under a manual target was not.
    if (ageYears < TARGET_AGE_YEARS.min || ageYears > TARGET_AGE_YEARS.max) return { resolved: null, missing: ['dateOfBirth'] };
    const weightKg = weighed.weight!;
    // Progress records keep height in metres.
    const heightCm = Math.round(measured.height! * 1000) / 10;
    const resting = mifflinStJeor({ sex: doc.sex, weightKg, heightCm, ageYears });
    const restingKcal = Math.round(resting);
    const energyKcal = Math.round(resting * ACTIVITY_FACTORS[doc.activity] + (target.adjustmentKcal ?? 0));
    return { resolved: finish(energyKcal, restingKcal, { weightKg, heightCm, ageYears, recordDate: weighed.date }), missing: [] };
  }

  /** The client's newest progress record that has this measurement. */
  private latest(client: Types.ObjectId, field: 'weight' | 'height') {
    return this.progress
      .findOne({ client, [field]: op({ $ne: null }) }, { date: 1, weight: 1, height: 1 })
      .sort({ date: -1, createdAt: -1 })
      .lean<Pick<Progress, 'date' | 'weight' | 'height'>>();
  }
}

const targetOf = ({ target }: StoredProfile) => ({
  method: target.method,
  energyKcal: target.energyKcal ?? null,
  adjustmentKcal: target.adjustmentKcal ?? 0,
  macros: { unit: target.macros.unit, protein: target.macros.protein, carbohydrate: target.macros.carbohydrate, fat: target.macros.fat },
  fibre: target.fibre ?? DEFAULT_FIBRE_GRAMS,
});

/** The request as dotted `$set` paths, so two people changing different fields both keep theirs. */
function changes(dto: NutritionProfileRequestDto): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const key of ['sex', 'dateOfBirth', 'activity', 'diet', 'allergies'] as const) if (dto[key] !== undefined) set[key] = dto[key];
  const target = dto.target;
  if (target) {
    for (const key of ['method', 'energyKcal', 'adjustmentKcal', 'fibre'] as const) if (target[key] !== undefined) set[`target.${key}`] = target[key];
    if (target.macros) {
      const { unit, protein, carbohydrate, fat } = target.macros;
      set['target.macros'] = { unit, protein, carbohydrate, fat };
    }
  }
  return set;
}

function unflatten(set: Record<string, unknown>): Partial<StoredProfile> {
  const out: Record<string, unknown> = {};
  const target: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(set)) {
    if (key.startsWith('target.')) target[key.slice('target.'.length)] = value;
    else out[key] = value;
  }
  return { ...out, ...(Object.keys(target).length > 0 ? { target: target as never } : {}) };
}

function merge(current: StoredProfile, set: Record<string, unknown>): StoredProfile {
  const next = unflatten(set);
  return { ...current, ...next, target: { ...current.target, ...(next.target ?? {}) } };
}

/** The rules across fields, checked on the profile as it would be after the change. */
function assertConsistent(profile: StoredProfile, today: string): void {
  const { target } = profile;
  if (profile.dateOfBirth && profile.dateOfBirth > today) throw invalid('dateOfBirth', M.invalidDateOfBirth);
  if (target.method === 'mifflin-st-jeor' && profile.dateOfBirth) {
    const age = ageOn(profile.dateOfBirth, today);
    if (age < TARGET_AGE_YEARS.min || age > TARGET_AGE_YEARS.max) throw invalid('dateOfBirth', M.ageOutOfRange(TARGET_AGE_YEARS.min, TARGET_AGE_YEARS.max));
  }
  if (target.method === 'manual' && target.energyKcal == null) throw invalid('target.energyKcal', M.energyRequired);
  if (target.macros.unit === 'percent') {
    const sum = target.macros.protein + target.macros.carbohydrate + target.macros.fat;
    if (Math.abs(sum - 100) > MACRO_PERCENT_TOLERANCE) throw invalid('target.macros', M.macroPercents(MACRO_PERCENT_TOLERANCE));
  }
}
