import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';

type InUseCheck = (foodId: Types.ObjectId) => Promise<boolean>;

/**
 * Who names foods: plans, templates, diaries and recipes each register a check at start-up. A food
 * any of them names is retired on delete instead of removed, so what they stored keeps its meaning.
 * A registry rather than imports of those modules, which themselves import FoodsModule.
 */
@Injectable()
export class FoodUsage {
  private readonly checks = new Map<string, InUseCheck>();

  register(owner: string, inUse: InUseCheck): void {
    this.checks.set(owner, inUse);
  }

  async inUse(foodId: Types.ObjectId): Promise<boolean> {
    const answers = await Promise.all([...this.checks.values()].map((check) => check(foodId)));
    return answers.some(Boolean);
  }
}
