import { Injectable } from '@nestjs/common';
import type { UserDataOwner } from '../users/user-data';
import { NutritionProfilesService } from './nutrition-profiles.service';

/** A client's profile and target are their health record and go with them. */
@Injectable()
export class NutritionProfilesUserData implements UserDataOwner {
  readonly name = 'nutrition profile';

  constructor(private readonly profiles: NutritionProfilesService) {}

  async exportFor(userId: string) {
    const profile = await this.profiles.storedOf(userId);
    return { nutritionProfile: profile ? [profile] : [] };
  }

  deleteFor(userId: string): Promise<void> {
    return this.profiles.deleteOf(userId);
  }
}
