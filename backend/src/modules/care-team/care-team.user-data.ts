import { Injectable } from '@nestjs/common';
import type { UserDataOwner } from '../users/user-data';
import { CareTeamService } from './care-team.service';

/** A deleted user leaves every care team they were on, or had. */
@Injectable()
export class CareTeamUserData implements UserDataOwner {
  readonly name = 'care team';

  constructor(private readonly careTeam: CareTeamService) {}

  deleteFor(userId: string): Promise<void> {
    return this.careTeam.forget(userId);
  }
}
