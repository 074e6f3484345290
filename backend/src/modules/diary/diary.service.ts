import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import {
  ADHERENCE_DAYS,
  type ClientAdherence,
  CORE_NUTRIENTS,
  DIARY_BACKDATE_DAYS_MAX,
  DIARY_RANGE_DAYS_MAX,
  type DiaryDay,
  type DiaryEntry as DiaryEntryView,
  type DiarySummary,
  ErrorCode,
  type FieldError,
  type FoodAmount,
  type Nutrients,
  NutritionMessages,
  sumNutrients,
  ZERO_NUTRIENTS,
} from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { ApiException } from '../../common/errors/api.exception';
import { ClinicClock } from '../../common/time/clinic-clock';
import { op } from '../../database/trusted';
import { AuditService } from '../audit/audit.service';
import { CareTeamService } from '../care-team/care-team.service';
import { HealthRecordPolicy } from '../care-team/health-record.policy';
import { FoodsService } from '../foods/foods.service';
import { PlanDays, type StoredMeal } from '../nutrition-plans/nutrition-plans.days';
import { NutritionProfilesService } from '../nutrition-profiles/nutrition-profiles.service';
import { UserDirectory } from '../users/user-directory';
import { toUserRef } from '../users/user-ref';
import type { CreateDiaryEntryDto, DiaryRangeQueryDto } from './dto/diary.dto';
import { type DiaryEntryDoc, toDiaryView } from './diary.mapper';
import { photoTypeOf } from './diary.photo';
import { DiaryEntry, DiaryPhoto } from './schemas/diary-entry.schema';

const DAY_MS = 86_400_000;
/** A clinic's practitioner has tens of clients; the home card shows at most this many. */
export const ADHERENCE_CLIENTS_MAX = 200;

const notFound = () => ApiException.notFound(NutritionMessages.diary.notFound, ErrorCode.DiaryEntryNotFound);
const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;
const fieldError = (field: string, message: string, code: string) => ApiException.badRequest(message, code, [{ field, message } satisfies FieldError]);

/** YYYY-MM-DD `days` after (or before, when negative) a YYYY-MM-DD day. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const datesOf = (from: string, to: string) => Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));

const round1 = (n: number) => Math.round(n * 10) / 10;
function average(parts: readonly Nutrients[]): Nutrients {
  const total = sumNutrients(parts);
  const out = { ...ZERO_NUTRIENTS };
  for (const key of CORE_NUTRIENTS) out[key] = parts.length ? round1(total[key] / parts.length) : 0;
  return out;
}
const mealsTotal = (meals: readonly StoredMeal[]) => sumNutrients(meals.map((m) => m.nutrients));
const toStoredItem = (a: FoodAmount) => ({ ...a, food: new Types.ObjectId(a.food) });

/**
 * The food diary: what a client ate, meal by meal, against their plan and target. A health record:
 * the client writes their own; who reads it follows HealthRecordPolicy, and practitioners' reads are audited.
 */
@Injectable()
export class DiaryService {
  constructor(
    @InjectModel(DiaryEntry.name) private readonly entries: Model<DiaryEntry>,
    @InjectModel(DiaryPhoto.name) private readonly photos: Model<DiaryPhoto>,
    private readonly foods: FoodsService,
    private readonly planDays: PlanDays,
    private readonly profiles: NutritionProfilesService,
    private readonly policy: HealthRecordPolicy,
    private readonly careTeam: CareTeamService,
    private readonly audit: AuditService,
    private readonly directory: UserDirectory,
    private readonly clock: ClinicClock,
  ) {}

  /** `created` is false when this `clientEntryId` was stored before: the stored entry is answered, nothing is written. */
  async create(caller: SessionUser, dto: CreateDiaryEntryDto): Promise<{ entry: DiaryEntryView; created: boolean }> {
    const client = new Types.ObjectId(caller.id);
    const stored = await this.entries.findOne({ client, clientEntryId: dto.clientEntryId }).lean<DiaryEntryDoc>();
    if (stored) return { entry: toDiaryView(stored), created: false };

    this.assertLoggable(dto.date);
    const eaten = await this.eaten(caller, dto);
    try {
      const doc = await this.entries.create({
        client,
        clientEntryId: dto.clientEntryId,
        date: dto.date,
        mealTime: dto.mealTime,
        items: eaten.items.map(toStoredItem),
        asPlanned: dto.asPlanned ? new Types.ObjectId(dto.asPlanned) : null,
        note: dto.note ?? '',
        nutrients: eaten.nutrients,
        photo: null,
        createdBy: client,
      });
      this.audit.record(caller, 'create', 'diary', [caller.id], String(doc._id));
      return { entry: toDiaryView(doc.toObject() as DiaryEntryDoc), created: true };
    } catch (error) {
      // The same entry sent twice at once: the unique index let one insert through; answer with it.
      if (!isDuplicateKey(error)) throw error;
      const winner = await this.entries.findOne({ client, clientEntryId: dto.clientEntryId }).lean<DiaryEntryDoc>();
      if (!winner) throw error;
      return { entry: toDiaryView(winner), created: false };
    }
  }

  async list(caller: SessionUser, query: DiaryRangeQueryDto): Promise<{ data: DiaryEntryView[] }> {
    const clientId = await this.readableClient(caller, query);
    const docs = await this.inRange(clientId, query.from, query.to);
    this.audit.record(caller, 'read', 'diary', [clientId]);
    return { data: docs.map(toDiaryView) };
  }

  async summary(caller: SessionUser, query: DiaryRangeQueryDto): Promise<DiarySummary> {
    const clientId = await this.readableClient(caller, query);
    const dates = datesOf(query.from, query.to);
    const [docs, planned, target] = await Promise.all([
      this.inRange(clientId, query.from, query.to),
      this.planDays.plannedOn(clientId, dates),
      this.profiles.resolvedTarget(clientId),
    ]);
    this.audit.record(caller, 'read', 'diary', [clientId]);
    const targetCore = target ? pickCore(target) : null;
    const days: DiaryDay[] = dates.map((date) => {
      const eaten = docs.filter((d) => d.date === date);
      const plan = planned.get(date);
      return { date, intake: sumNutrients(eaten.map((d) => d.nutrients)), planned: plan ? mealsTotal(plan.meals) : null, target: targetCore, entries: eaten.length };
    });
    const logged = days.filter((d) => d.entries > 0);
    const plannedLogged = logged.flatMap((d) => (d.planned ? [d.planned] : []));
    return {
      client: clientId,
      from: query.from,
      to: query.to,
      days,
      average: {
        intake: average(logged.map((d) => d.intake)),
        planned: plannedLogged.length ? average(plannedLogged) : null,
        target: targetCore,
        daysLogged: logged.length,
      },
    };
  }

  async remove(caller: SessionUser, id: string): Promise<void> {
    const entry = await this.ownEntry(caller, id);
    // The photo first: an entry whose deletion fails half-way keeps no orphan bytes behind.
    await this.photos.deleteOne({ _id: entry._id });
    await this.entries.deleteOne({ _id: entry._id });
    this.audit.record(caller, 'delete', 'diary', [caller.id], id);
  }

  async putPhoto(caller: SessionUser, id: string, body: unknown): Promise<DiaryEntryView> {
    const entry = await this.ownEntry(caller, id);
    // The image parser (common/security/request-limits.ts) gives a Buffer of at most DIARY_PHOTO_MAX_BYTES; a JSON body is an object.
    const bytes = Buffer.isBuffer(body) ? body : null;
    const type = bytes ? photoTypeOf(bytes) : null;
    if (!bytes || !type) throw new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, ErrorCode.DiaryPhotoType, NutritionMessages.diary.photoType);
    // Bytes before the entry says it has them, so `hasPhoto` never points at nothing.
    await this.photos.updateOne({ _id: entry._id }, { $set: { client: entry.client, type, data: bytes } }, { upsert: true });
    await this.entries.updateOne({ _id: entry._id }, { $set: { photo: { type, size: bytes.length } } });
    this.audit.record(caller, 'update', 'diary', [caller.id], id);
    return toDiaryView((await this.entries.findById(entry._id).lean<DiaryEntryDoc>())!);
  }

  async getPhoto(caller: SessionUser, id: string): Promise<{ type: string; data: Buffer }> {
    const entry = await this.entries.findById(id, { client: 1 }).lean<Pick<DiaryEntryDoc, '_id' | 'client'>>();
    if (!entry) throw notFound();
    await this.policy.assertCanRead(caller, String(entry.client), notFound);
    const photo = await this.photos.findById(entry._id).lean<{ type: string; data: Buffer | { buffer: Buffer } }>();
    if (!photo) throw ApiException.notFound(NutritionMessages.diary.photoNotFound, ErrorCode.DiaryPhotoNotFound);
    this.audit.record(caller, 'read', 'diary', [String(entry.client)], id);
    // A lean read gives the driver's Binary, whose `buffer` holds the bytes.
    const data = Buffer.isBuffer(photo.data) ? photo.data : Buffer.from(photo.data.buffer);
    return { type: photo.type, data };
  }

  /** The caller's clients (the admin: every client with a plan), least adherent first, over the last ADHERENCE_DAYS days. */
  async adherence(caller: SessionUser): Promise<{ data: ClientAdherence[] }> {
    const clientIds = (caller.role === 'admin' ? await this.planDays.clientsWithPlans(ADHERENCE_CLIENTS_MAX) : await this.careTeam.clientsOf(caller.id))
      .slice(0, ADHERENCE_CLIENTS_MAX)
      .map(String);
    if (clientIds.length === 0) return { data: [] };
    const to = this.clock.today();
    const from = addDays(to, -(ADHERENCE_DAYS - 1));
    const dates = datesOf(from, to);
    const [recent, people] = await Promise.all([
      this.entries
        .find({ client: op({ $in: clientIds.map((id) => new Types.ObjectId(id)) }), date: op({ $gte: from, $lte: to }) }, { client: 1, date: 1, nutrients: 1 })
        .lean<Pick<DiaryEntryDoc, 'client' | 'date' | 'nutrients'>[]>(),
      this.directory.lookup(clientIds),
    ]);
    const rows = await Promise.all(
      clientIds.map(async (clientId): Promise<ClientAdherence> => {
        const mine = recent.filter((e) => String(e.client) === clientId);
        const loggedDates = [...new Set(mine.map((e) => e.date))];
        const [planned, last] = await Promise.all([
          loggedDates.length ? this.planDays.plannedOn(clientId, dates) : Promise.resolve(new Map()),
          this.entries.findOne({ client: new Types.ObjectId(clientId) }, { date: 1 }).sort({ date: -1 }).lean<{ date: string }>(),
        ]);
        const withPlan = loggedDates.filter((d) => planned.has(d));
        const intake = withPlan.reduce((sum, d) => sum + mine.filter((e) => e.date === d).reduce((s, e) => s + e.nutrients.energyKcal, 0), 0);
        const plan = withPlan.reduce((sum, d) => sum + mealsTotal(planned.get(d)!.meals).energyKcal, 0);
        const user = people.get(clientId) ?? null;
        return {
          client: toUserRef(user ? { _id: new Types.ObjectId(clientId), name: user.name, email: user.email } : null),
          daysLogged: loggedDates.length,
          energyPercentOfPlan: plan > 0 ? Math.round((intake / plan) * 100) : null,
          lastLogged: last?.date ?? null,
        };
      }),
    );
    this.audit.record(caller, 'read', 'diary', clientIds);
    // Unknown adherence (nothing logged against a plan) needs a look first, then the lowest percent.
    rows.sort((a, b) => (a.energyPercentOfPlan ?? -1) - (b.energyPercentOfPlan ?? -1) || a.daysLogged - b.daysLogged || a.client.name.localeCompare(b.client.name));
    return { data: rows };
  }

  /** A client's entries of a period, by day and then as logged. */
  private async inRange(clientId: string, from: string, to: string): Promise<DiaryEntryDoc[]> {
    return this.entries
      .find({ client: new Types.ObjectId(clientId), date: op({ $gte: from, $lte: to }) })
      .sort({ date: 1, createdAt: 1 })
      .lean<DiaryEntryDoc[]>();
  }

  /** The client whose diary a read names, after the access rule and the range's bounds. */
  private async readableClient(caller: SessionUser, query: DiaryRangeQueryDto): Promise<string> {
    if (query.to < query.from) throw fieldError('to', NutritionMessages.diary.rangeInvalid, ErrorCode.DiaryRangeInvalid);
    if (daysBetween(query.from, query.to) + 1 > DIARY_RANGE_DAYS_MAX) throw fieldError('to', NutritionMessages.diary.rangeTooLong(DIARY_RANGE_DAYS_MAX), ErrorCode.DiaryRangeInvalid);
    const clientId = query.client ?? (caller.role === 'client' ? caller.id : undefined);
    if (!clientId) throw fieldError('client', NutritionMessages.diary.clientRequired, ErrorCode.DiaryClientRequired);
    await this.policy.assertCanRead(caller, clientId, notFound);
    return clientId;
  }

  /** An entry the caller logged: anyone else's is a 404, as if it did not exist. */
  private async ownEntry(caller: SessionUser, id: string): Promise<DiaryEntryDoc> {
    const entry = await this.entries.findOne({ _id: new Types.ObjectId(id), client: new Types.ObjectId(caller.id) }).lean<DiaryEntryDoc>();
    if (!entry) throw notFound();
    return entry;
  }

  private assertLoggable(date: string): void {
    const today = this.clock.today();
    if (date > today) throw fieldError('date', NutritionMessages.diary.futureDate, ErrorCode.DiaryDateOutOfRange);
    if (date < addDays(today, -DIARY_BACKDATE_DAYS_MAX)) throw fieldError('date', NutritionMessages.diary.tooOld(DIARY_BACKDATE_DAYS_MAX), ErrorCode.DiaryDateOutOfRange);
  }

  /** What the entry says was eaten: its own items, or the planned meal's. */
  private async eaten(caller: SessionUser, dto: CreateDiaryEntryDto): Promise<{ items: FoodAmount[]; nutrients: Nutrients }> {
    const hasItems = dto.items !== undefined;
    const hasPlan = dto.asPlanned !== undefined;
    if (hasItems && hasPlan) throw fieldError('asPlanned', NutritionMessages.diary.itemsOrPlan, ErrorCode.DiaryItemsOrPlan);
    if (!hasItems && !hasPlan) throw fieldError('items', NutritionMessages.diary.itemsRequired, ErrorCode.DiaryItemsOrPlan);
    if (hasItems) {
      const items = await this.foods.resolveAmounts(dto.items!, { field: 'items' });
      return { items, nutrients: sumNutrients(items.map((i) => i.nutrients)) };
    }
    const plan = await this.planDays.plannedBy(caller.id, dto.asPlanned!, dto.date);
    if (!plan) throw fieldError('asPlanned', NutritionMessages.diary.planNotFound, ErrorCode.DiaryPlanNotFound);
    if (!plan.active) throw fieldError('asPlanned', NutritionMessages.diary.planNotActive, ErrorCode.DiaryPlanNotActive);
    const meals = plan.meals.filter((m) => m.mealTime === dto.mealTime);
    if (meals.length === 0) throw fieldError('mealTime', NutritionMessages.diary.noPlannedMeal, ErrorCode.DiaryNoPlannedMeal);
    return { items: meals.flatMap((m) => m.items), nutrients: mealsTotal(meals) };
  }
}

const pickCore = (n: Nutrients): Nutrients => ({ energyKcal: n.energyKcal, protein: n.protein, carbohydrate: n.carbohydrate, fat: n.fat, fibre: n.fibre });
