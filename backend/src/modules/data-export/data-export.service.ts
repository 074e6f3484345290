import { Inject, Injectable } from '@nestjs/common';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { ApiException } from '../../common/errors/api.exception';
import { AuditService } from '../audit/audit.service';
import { UserLookup } from '../users/user-directory';
import { USER_DATA_OWNERS, type UserDataOwner } from '../users/user-data';

/**
 * Everything the clinic holds about one client, as one document they can keep (data portability).
 * Each module contributes its own sections, mapped as its own routes return them.
 */
@Injectable()
export class DataExportService {
  constructor(
    private readonly users: UserLookup,
    @Inject(USER_DATA_OWNERS) private readonly owners: readonly UserDataOwner[],
    private readonly audit: AuditService,
  ) {}

  async exportFor(caller: SessionUser) {
    const account = await this.users.account(caller.id);
    if (!account) throw ApiException.unauthenticated();
    const sections = await Promise.all(this.owners.map((owner) => owner.exportFor?.(caller.id) ?? {}));
    this.audit.record(caller, 'export', 'account', [caller.id]);
    return Object.assign({ exportedAt: new Date().toISOString(), account }, ...sections);
  }
}
