import { Injectable } from '@nestjs/common';
import type { UserDataOwner } from '../users/user-data';
import { AvailabilityService } from './availability.service';

/** A practitioner's weekly hours go with them. */
@Injectable()
export class AvailabilityUserData implements UserDataOwner {
  readonly name = 'availability';

  constructor(private readonly availability: AvailabilityService) {}

  async deleteFor(userId: string): Promise<void> {
    await this.availability.removeAllOf(userId);
  }
}
