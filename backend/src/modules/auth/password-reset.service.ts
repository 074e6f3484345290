import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ErrorCode, Messages, PASSWORD_RESET_VALID_MINUTES } from '@clinic/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config';
import { ApiException } from '../../common/errors/api.exception';
import { ClinicClock } from '../../common/time/clinic-clock';
import { op } from '../../database/trusted';
import { NotificationsService } from '../notifications/notifications.service';
import { passwordResetContent } from '../notifications/notification-content';
import { UsersService } from '../users/users.service';
import { PasswordReset, PasswordResetUse } from './schemas/password-reset.schema';

/**
 * Every request for a link takes at least this long, whether or not the account exists: issuing a
 * link writes three documents, answering for an unknown account writes none, and the difference
 * must not tell a stranger which phone numbers have accounts.
 */
export const RESET_ANSWER_MS = 400;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const VALID_MS = PASSWORD_RESET_VALID_MINUTES * 60_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Password reset by email: a link with a random token (only its hash is stored), valid for 30
 * minutes on the clinic clock, used once (a unique insert claims it), and setting the new password
 * ends every session of the user. Users without an email address keep the clinic's reset.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>,
    @InjectModel(PasswordResetUse.name) private readonly uses: Model<PasswordResetUse>,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly clock: ClinicClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Emails a link when the phone or email names an account with an email address; says nothing either way. */
  async request(account: string): Promise<void> {
    const started = Date.now();
    try {
      await this.issue(account);
    } finally {
      await sleep(RESET_ANSWER_MS - (Date.now() - started));
    }
  }

  private async issue(account: string): Promise<void> {
    const now = this.clock.instant();
    // Expired links and old uses are swept here, since no TTL index may do it (docs/database.md).
    await this.resets.deleteMany({ expiresAt: op({ $lte: now }) });
    await this.uses.deleteMany({ at: op({ $lt: new Date(now.getTime() - 2 * VALID_MS) }) });
    const user = await this.users.findByAccount(account);
    if (!user?.email) return;
    const token = randomBytes(32).toString('base64url');
    await this.resets.create({ _id: hashOf(token), user: new Types.ObjectId(user.id), expiresAt: new Date(now.getTime() + VALID_MS) });
    const { clinicName } = this.config.mail;
    await this.notifications.emailOnly({
      // Not derived from the token: the key is shown in the admin's email log.
      key: `password-reset:${user.id}:${randomUUID()}`,
      userId: user.id,
      people: [user.id],
      kind: 'password.reset',
      content: (words) => passwordResetContent(token, clinicName, PASSWORD_RESET_VALID_MINUTES, words),
    });
  }

  /** Sets the new password if the link is known, unexpired and unused; then no other link of the user works. */
  async complete(token: string, password: string): Promise<void> {
    const invalid = () => ApiException.badRequest(Messages.auth.resetLinkInvalid, ErrorCode.ResetLinkInvalid, [{ field: 'token', message: Messages.auth.resetLinkInvalid }]);
    if (!TOKEN.test(token)) throw invalid();
    const _id = hashOf(token);
    const now = this.clock.instant();
    const reset = await this.resets.findById(_id).lean();
    if (!reset || reset.expiresAt.getTime() <= now.getTime()) throw invalid();
    try {
      await this.uses.create({ _id, at: now });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) throw invalid();
      throw error;
    }
    await this.users.resetPassword(String(reset.user), password);
    await this.resets.deleteMany({ user: reset.user });
  }
}
