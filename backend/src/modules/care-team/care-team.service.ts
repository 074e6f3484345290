import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Appointment } from '../appointments/schemas/appointment.schema';
import { NutritionPlan } from '../nutrition-plans/schemas/nutrition-plan.schema';
import { Progress } from '../progress/schemas/progress.schema';

/**
 * Who a nutritionist's clients are: clients with an appointment with them, or a plan or progress
 * record by them. Plans and progress are health data, so a nutritionist reads and writes them only
 * for these clients (the admin for everyone).
 */
@Injectable()
export class CareTeamService {
  constructor(
    @InjectModel(Appointment.name) private readonly appointments: Model<Appointment>,
    @InjectModel(NutritionPlan.name) private readonly plans: Model<NutritionPlan>,
    @InjectModel(Progress.name) private readonly progress: Model<Progress>,
  ) {}

  async isClientOf(nutritionistId: string, clientId: string | Types.ObjectId): Promise<boolean> {
    const filter = { nutritionist: new Types.ObjectId(nutritionistId), client: new Types.ObjectId(String(clientId)) };
    return Boolean(
      (await this.appointments.exists(filter)) || (await this.plans.exists(filter)) || (await this.progress.exists(filter)),
    );
  }

  async clientsOf(nutritionistId: string): Promise<Types.ObjectId[]> {
    const filter = { nutritionist: new Types.ObjectId(nutritionistId) };
    const lists = await Promise.all([
      this.appointments.distinct('client', filter),
      this.plans.distinct('client', filter),
      this.progress.distinct('client', filter),
    ]);
    const unique = new Map(lists.flat().map((id) => [String(id), new Types.ObjectId(String(id))]));
    return [...unique.values()];
  }
}
