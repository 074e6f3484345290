import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import {
  CANCEL_CUTOFF_HOURS_DEFAULT,
  type ClinicSettingsInfo,
  type ClinicSettingsChange,
  ErrorCode,
  FOLLOW_UP_DAYS_DEFAULT,
  Messages,
  type Paged,
  SESSION_TYPES,
  type SessionType,
  toPaise,
} from '@clinic/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { findPage, pageOf, type PagingQueryDto } from '../../common/dto/paging.dto';
import { ApiException } from '../../common/errors/api.exception';
import type { UpdateClinicSettingsDto } from './dto/settings.dto';
import { ClinicSettingsChangeDoc, ClinicSettingsDoc } from './schemas/clinic-settings.schema';

const SETTINGS_ID = 'clinic';
/** Another instance's change is seen within this long; this instance's own at once. */
const CACHE_MS = 5_000;

/** The settings as the server uses them: prices in whole paise. */
export interface ClinicSettingsValue extends Omit<ClinicSettingsInfo, 'prices'> {
  pricesPaise: Record<SessionType, number>;
}

const SCALARS = ['name', 'address', 'phone', 'cancelCutoffHours', 'followUpDays'] as const;

/**
 * The clinic's settings, one document in the database. The environment seeds it on the first start
 * (CLINIC_NAME, PRICE_*); from then on the stored values rule. `get()` is cached briefly, so the
 * booking path and the header cost no round trip.
 */
@Injectable()
export class ClinicSettingsService implements OnModuleInit {
  private cached: { value: ClinicSettingsValue; until: number } | null = null;

  constructor(
    @InjectModel(ClinicSettingsDoc.name) private readonly settings: Model<ClinicSettingsDoc>,
    @InjectModel(ClinicSettingsChangeDoc.name) private readonly changes: Model<ClinicSettingsChangeDoc>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.settings
      .create({
        _id: SETTINGS_ID,
        name: this.config.mail.clinicName,
        address: '',
        phone: '',
        pricesPaise: { ...this.config.clinic.pricesPaise },
        cancelCutoffHours: CANCEL_CUTOFF_HOURS_DEFAULT,
        followUpDays: FOLLOW_UP_DAYS_DEFAULT,
        updatedAt: null,
      })
      .catch((error: unknown) => {
        // Seeded before (or by another instance starting at the same time).
        if ((error as { code?: number }).code !== 11000) throw error;
      });
  }

  async get(): Promise<ClinicSettingsValue> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.value;
    const doc = await this.settings.findById(SETTINGS_ID).lean();
    const value: ClinicSettingsValue = {
      name: doc?.name ?? this.config.mail.clinicName,
      address: doc?.address ?? '',
      phone: doc?.phone ?? '',
      pricesPaise: { ...this.config.clinic.pricesPaise, ...(doc?.pricesPaise ?? {}) },
      cancelCutoffHours: doc?.cancelCutoffHours ?? CANCEL_CUTOFF_HOURS_DEFAULT,
      followUpDays: doc?.followUpDays ?? FOLLOW_UP_DAYS_DEFAULT,
      updatedAt: doc?.updatedAt ? doc.updatedAt.toISOString() : null,
    };
    this.cached = { value, until: Date.now() + CACHE_MS };
    return value;
  }

  async view(): Promise<ClinicSettingsInfo> {
    const { pricesPaise, ...rest } = await this.get();
    const prices = Object.fromEntries(SESSION_TYPES.map((t) => [t, pricesPaise[t] / 100])) as Record<SessionType, number>;
    return { ...rest, prices };
  }

  /** Changes the given fields and records who changed what from what to what. */
  async update(caller: SessionUser, dto: UpdateClinicSettingsDto): Promise<ClinicSettingsInfo> {
    this.cached = null;
    const current = await this.get();
    const set: Record<string, unknown> = {};
    const diff: { field: string; from: string; to: string }[] = [];
    for (const field of SCALARS) {
      const next = dto[field];
      if (next !== undefined && next !== current[field]) {
        set[field] = next;
        diff.push({ field, from: String(current[field]), to: String(next) });
      }
    }
    for (const type of SESSION_TYPES) {
      const rupees = dto.prices?.[type];
      if (rupees === undefined) continue;
      const paise = toPaise(rupees);
      if (paise === null) throw ApiException.badRequest(Messages.appointments.invalidPrice, ErrorCode.ValidationFailed);
      if (paise !== current.pricesPaise[type]) {
        set[`pricesPaise.${type}`] = paise;
        diff.push({ field: `prices.${type}`, from: (current.pricesPaise[type] / 100).toFixed(2), to: (paise / 100).toFixed(2) });
      }
    }
    if (diff.length > 0) {
      const at = new Date();
      await this.settings.updateOne({ _id: SETTINGS_ID }, { $set: { ...set, updatedAt: at } });
      await this.changes.create({ at, actor: new Types.ObjectId(caller.id), actorName: caller.name, changes: diff });
      this.cached = null;
    }
    return this.view();
  }

  async history(query: PagingQueryDto): Promise<Paged<ClinicSettingsChange>> {
    const { page, limit, skip } = pageOf(query);
    const [docs, total] = await findPage(
      skip,
      limit,
      () => this.changes.find().sort({ at: -1, _id: -1 }).skip(skip).limit(limit).lean(),
      () => this.changes.countDocuments(),
    );
    const data = docs.map((d) => ({ _id: String(d._id), at: d.at.toISOString(), by: { _id: String(d.actor), name: d.actorName }, changes: d.changes.map(({ field, from, to }) => ({ field, from, to })) }));
    return { data, page, limit, total };
  }
}
