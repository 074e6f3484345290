import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { ErrorCode, Messages } from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { ApiException } from '../../common/errors/api.exception';
import { op } from '../../database/trusted';
import { CareTeamService } from './care-team.service';

/** Kinds of health record about one client. Clients write only their own progress. */
export type HealthRecordKind = 'plan' | 'progress';

const CLIENT_WRITABLE: Readonly<Record<HealthRecordKind, boolean>> = { plan: false, progress: true };

/**
 * Records written before `enteredBy` existed, which the audit log could not attribute, count as
 * entered by their stored nutritionist (set on the ids, before populating). One rule for every kind.
 */
export function withAuthor<T extends { enteredBy?: unknown; nutritionist: unknown }>(docs: T[]): T[] {
  for (const doc of docs) doc.enteredBy ??= doc.nutritionist;
  return docs;
}

/** The two facts about a stored record the rule needs. */
export interface RecordOwnership {
  client: string;
  enteredBy: string;
}

/**
 * The one rule for who reads and changes a client's health records (plans, progress, and the kinds to
 * come), used by every service that stores them and by their list scoping:
 * - read: the admin everyone's; a client their own; a practitioner while on the client's care team;
 * - write for a client: the admin; a care-team practitioner; the client for themselves where the
 *   kind allows it;
 * - change or delete a record: the admin any; anyone else only what they entered, and only while
 *   they may still read it.
 * A caller who may not read a record gets the same 404 as for a record that does not exist.
 */
@Injectable()
export class HealthRecordPolicy {
  constructor(private readonly careTeam: CareTeamService) {}

  async canRead(caller: SessionUser, clientId: string): Promise<boolean> {
    if (caller.role === 'admin') return true;
    if (caller.role === 'client') return caller.id === clientId;
    return this.careTeam.isMember(caller.id, clientId);
  }

  /** Throws `notFound()` unless the caller may read this client's records. */
  async assertCanRead(caller: SessionUser, clientId: string, notFound: () => Error): Promise<void> {
    if (!(await this.canRead(caller, clientId))) throw notFound();
  }

  /** A filter on `client` that keeps only what the caller may read. */
  async scope(caller: SessionUser): Promise<{ client?: unknown }> {
    if (caller.role === 'admin') return {};
    if (caller.role === 'client') return { client: new Types.ObjectId(caller.id) };
    return { client: op({ $in: await this.careTeam.clientsOf(caller.id) }) };
  }

  /** Before a new record about `clientId` is written. */
  async assertCanWriteFor(caller: SessionUser, kind: HealthRecordKind, clientId: string): Promise<void> {
    if (caller.role === 'admin') return;
    if (caller.role === 'client') {
      if (!CLIENT_WRITABLE[kind]) throw ApiException.forbidden();
      if (caller.id !== clientId) throw ApiException.forbidden(Messages.care.ownRecordsOnly, ErrorCode.OwnRecordsOnly);
      return;
    }
    if (!(await this.careTeam.isMember(caller.id, clientId))) {
      throw ApiException.forbidden(Messages.care.notYourClient, ErrorCode.NotYourClient);
    }
  }

  /** Before an existing record is changed or deleted: read access first (404), then authorship (403). */
  async assertCanChange(caller: SessionUser, kind: HealthRecordKind, record: RecordOwnership, notFound: () => Error): Promise<void> {
    await this.assertCanRead(caller, record.client, notFound);
    if (caller.role === 'admin') return;
    if (caller.role === 'client' && !CLIENT_WRITABLE[kind]) throw ApiException.forbidden();
    if (record.enteredBy !== caller.id) {
      throw caller.role === 'client'
        ? ApiException.forbidden(Messages.care.enteredByPractitioner, ErrorCode.NotTheAuthor)
        : ApiException.forbidden(Messages.care.notTheAuthor, ErrorCode.NotTheAuthor);
    }
  }

}
