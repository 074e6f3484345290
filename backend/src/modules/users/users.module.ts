import { Inject, Module, OnApplicationBootstrap } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { AppointmentsModule } from '../appointments/appointments.module';
import { AppointmentsUserData } from '../appointments/appointments.user-data';
import { AvailabilityModule } from '../availability/availability.module';
import { AvailabilityUserData } from '../availability/availability.user-data';
import { CareTeamModule } from '../care-team/care-team.module';
import { CareTeamUserData } from '../care-team/care-team.user-data';
import { DiaryModule } from '../diary/diary.module';
import { DiaryUserData } from '../diary/diary.user-data';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { IdempotencyUserData } from '../idempotency/idempotency.user-data';
import { MessagesModule } from '../messages/messages.module';
import { MessagesUserData } from '../messages/messages.user-data';
import { NotificationsUserData } from '../notifications/notifications.user-data';
import { NutritionPlansModule } from '../nutrition-plans/nutrition-plans.module';
import { NutritionPlansUserData } from '../nutrition-plans/nutrition-plans.user-data';
import { NutritionProfilesModule } from '../nutrition-profiles/nutrition-profiles.module';
import { NutritionProfilesUserData } from '../nutrition-profiles/nutrition-profiles.user-data';
import { ProgressModule } from '../progress/progress.module';
import { ProgressUserData } from '../progress/progress.user-data';
import { SessionsModule } from '../sessions/sessions.module';
import { PasswordService } from './password.service';
import { User, UserSchema } from './schemas/user.schema';
import { USER_DATA_OWNERS, type UserDataOwner } from './user-data';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/**
 * Every module that holds data about a user, in the order a deletion removes it and an export lists
 * it. A new kind of personal data adds its module's `UserDataOwner` here; the account goes last.
 */
const USER_DATA_OWNER_STEPS = [
  AppointmentsUserData,
  AvailabilityUserData,
  NutritionPlansUserData,
  DiaryUserData,
  NutritionProfilesUserData,
  ProgressUserData,
  MessagesUserData,
  NotificationsUserData,
  CareTeamUserData,
  IdempotencyUserData,
];

@Module({
  imports: [
    MongooseModule.forFeature([{ name: User.name, schema: UserSchema }]),
    // The order only keeps the OpenAPI document's path order stable; the deletion order is above.
    CareTeamModule,
    AvailabilityModule,
    AppointmentsModule,
    NutritionPlansModule,
    DiaryModule,
    NutritionProfilesModule,
    ProgressModule,
    MessagesModule,
    SessionsModule,
    IdempotencyModule,
  ],
  controllers: [UsersController],
  providers: [
    UsersService,
    PasswordService,
    { provide: USER_DATA_OWNERS, inject: USER_DATA_OWNER_STEPS, useFactory: (...owners: UserDataOwner[]) => owners },
  ],
  exports: [UsersService, PasswordService, USER_DATA_OWNERS],
})
export class UsersModule implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    return this.users.ensureFirstAdmin(this.config.admin);
  }
}
