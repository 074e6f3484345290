import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { bmiCategory } from '@clinic/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { ApiException } from '../../common/errors/api.exception';
import { AuditService } from '../audit/audit.service';
import { toAppointmentView } from '../appointments/appointments.service';
import { Appointment } from '../appointments/schemas/appointment.schema';
import { Message } from '../messages/schemas/message.schema';
import { NutritionPlan } from '../nutrition-plans/schemas/nutrition-plan.schema';
import { Progress } from '../progress/schemas/progress.schema';
import { User } from '../users/schemas/user.schema';
import { toUserInfo } from '../users/users.service';
import { UserDirectory } from '../users/user-directory';
import { toUserRef } from '../users/user-ref';

/** More than any real client has; keeps one request's memory bounded. */
const MAX_PER_KIND = 10_000;

/** Everything the clinic holds about one client, as one document they can keep (data portability). */
@Injectable()
export class DataExportService {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(Appointment.name) private readonly appointments: Model<Appointment>,
    @InjectModel(NutritionPlan.name) private readonly plans: Model<NutritionPlan>,
    @InjectModel(Progress.name) private readonly progress: Model<Progress>,
    @InjectModel(Message.name) private readonly messages: Model<Message>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly directory: UserDirectory,
  ) {}

  async exportFor(caller: SessionUser) {
    const me = new Types.ObjectId(caller.id);
    const account = await this.users.findById(me).lean();
    if (!account) throw ApiException.unauthenticated();
    const [appointments, plans, records, messages] = await Promise.all([
      this.appointments.find({ client: me }).sort({ date: 1, startTime: 1 }).limit(MAX_PER_KIND).lean(),
      this.plans.find({ client: me }).sort({ createdAt: 1 }).limit(MAX_PER_KIND).lean(),
      this.progress.find({ client: me }).sort({ date: 1 }).limit(MAX_PER_KIND).lean(),
      this.messages.find({ $or: [{ sender: me }, { receiver: me }] }).sort({ createdAt: 1 }).limit(MAX_PER_KIND).lean(),
    ]);
    // Records from before `enteredBy` existed were entered by their stored nutritionist.
    for (const doc of [...plans, ...records]) doc.enteredBy ??= doc.nutritionist ?? undefined;
    await Promise.all([
      this.directory.populate(appointments, ['nutritionist', 'client']),
      this.directory.populate(plans, ['nutritionist', 'enteredBy']),
      this.directory.populate(records, ['nutritionist', 'enteredBy']),
      this.directory.populate(messages, ['sender', 'receiver']),
    ]);
    this.audit.record(caller, 'export', 'account', [caller.id]);
    return {
      exportedAt: new Date().toISOString(),
      account: toUserInfo(account),
      appointments: appointments.map((a) => toAppointmentView(a as never)),
      nutritionPlans: plans.map((p) => ({
        _id: String(p._id),
        title: p.title,
        description: p.description,
        nutritionist: toUserRef(p.nutritionist as never),
        enteredBy: toUserRef(p.enteredBy as never),
        startDate: p.startDate,
        endDate: p.endDate,
        meals: p.meals.map(({ mealTime, description, calories }) => ({ mealTime, description, calories })),
        attachments: p.attachments,
        createdAt: p.createdAt.toISOString(),
      })),
      progressRecords: records.map((r) => ({
        _id: String(r._id),
        date: r.date,
        nutritionist: r.nutritionist ? toUserRef(r.nutritionist as never) : null,
        enteredBy: toUserRef((r.enteredBy ?? null) as never),
        weight: r.weight,
        height: r.height,
        bodyFat: r.bodyFat,
        BMI: r.bmi,
        bmiCategory: bmiCategory(r.bmi, this.config.clinic.bmiScheme),
        notes: r.notes,
      })),
      messages: messages.map((m) => ({
        _id: String(m._id),
        from: toUserRef(m.sender as never),
        to: toUserRef(m.receiver as never),
        content: m.content,
        sentAt: m.createdAt.toISOString(),
        readAt: m.readAt ? m.readAt.toISOString() : null,
      })),
    };
  }
}
