import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ALWAYS_EMAILED,
  EMAIL_PREFERENCE_KINDS,
  EMAIL_PREFERENCE_LABELS,
  type EmailPreferenceKind,
  ErrorCode,
  Messages,
  type NotificationPreferences,
} from '@clinic/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config';
import { ApiException } from '../../common/errors/api.exception';
import { NotificationPreferenceDoc } from './schemas/notification.schema';

/** An unsubscribe link works this long after its email was written. */
const UNSUBSCRIBE_VALID_MS = 60 * 24 * 60 * 60_000;

/**
 * Which emails each user gets, and the signed links in emails that turn one kind off without signing
 * in. A link is `<user>|<kind>|<expiry>` with an HMAC-SHA256 under the app's JWT secret (a purpose
 * prefix keeps it from ever passing for a session token): it names one user and one kind, so it can
 * change nothing else.
 */
@Injectable()
export class NotificationPreferencesService {
  constructor(
    @InjectModel(NotificationPreferenceDoc.name) private readonly preferences: Model<NotificationPreferenceDoc>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(userId: string): Promise<NotificationPreferences> {
    const off = new Set((await this.preferences.findById(userId).lean())?.emailOff ?? []);
    return { email: Object.fromEntries(EMAIL_PREFERENCE_KINDS.map((k) => [k, !off.has(k)])) as Record<EmailPreferenceKind, boolean> };
  }

  /** The listed switches change, the others stay. */
  async update(userId: string, email: Partial<Record<EmailPreferenceKind, boolean>>): Promise<NotificationPreferences> {
    const refused = ALWAYS_EMAILED.filter((k) => email[k] === false);
    if (refused.length) {
      throw ApiException.badRequest(Messages.notifications.alwaysSent, ErrorCode.NotificationsAlwaysSent, refused.map((k) => ({ field: `email.${k}`, message: Messages.notifications.alwaysSent })));
    }
    const current = await this.get(userId);
    const next = { ...current.email, ...email };
    const emailOff = EMAIL_PREFERENCE_KINDS.filter((k) => !next[k]);
    await this.preferences.updateOne({ _id: userId }, { $set: { emailOff } }, { upsert: true });
    return this.get(userId);
  }

  async wantsEmail(userId: string, kind: EmailPreferenceKind): Promise<boolean> {
    if (ALWAYS_EMAILED.includes(kind)) return true;
    return !((await this.preferences.findById(userId).lean())?.emailOff ?? []).includes(kind);
  }

  unsubscribeUrl(userId: string, kind: EmailPreferenceKind, now = Date.now()): string {
    const payload = Buffer.from(`${userId}|${kind}|${Math.floor((now + UNSUBSCRIBE_VALID_MS) / 1000)}`).toString('base64url');
    return `${this.config.mail.appUrl}/api/notifications/unsubscribe?token=${payload}.${this.sign(payload)}`;
  }

  /** Turns off the one kind the link names; an invalid, altered or expired link changes nothing. */
  async unsubscribe(token: string): Promise<string> {
    const [payload, signature] = token.split('.');
    const expected = payload ? this.sign(payload) : '';
    const valid = Boolean(signature) && signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    const [userId, kind, expires] = valid ? Buffer.from(payload, 'base64url').toString('utf8').split('|') : [];
    const known = (EMAIL_PREFERENCE_KINDS as readonly string[]).includes(kind) && !ALWAYS_EMAILED.includes(kind as EmailPreferenceKind);
    if (!valid || !known || !/^[0-9a-f]{24}$/.test(userId) || Number(expires) * 1000 < Date.now()) {
      throw ApiException.badRequest(Messages.notifications.unsubscribeInvalid, ErrorCode.UnsubscribeLinkInvalid);
    }
    await this.update(userId, { [kind]: false });
    return Messages.notifications.unsubscribed(EMAIL_PREFERENCE_LABELS[kind as EmailPreferenceKind]);
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.config.auth.jwtSecret).update(`unsubscribe:${payload}`).digest('base64url');
  }
}
