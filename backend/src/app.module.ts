import { Module } from '@nestjs/common';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { TimeModule } from './common/time/time.module';
import { LifecycleModule } from './common/lifecycle/shutdown';
import { RedisModule } from './common/redis/redis.service';
import { AppointmentsModule } from './modules/appointments/appointments.module';
import { AuditModule } from './modules/audit/audit.module';
import { SettingsModule } from './modules/settings/settings.module';
import { OutboxModule } from './modules/outbox/outbox.module';
import { IdempotencyModule } from './modules/idempotency/idempotency.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { AuthModule } from './modules/auth/auth.module';
import { BackupsModule } from './modules/backups/backups.module';
import { AvailabilityModule } from './modules/availability/availability.module';
import { DataExportModule } from './modules/data-export/data-export.module';
import { HomeModule } from './modules/home/home.module';
import { HealthModule } from './modules/health/health.module';
import { MessagesModule } from './modules/messages/messages.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { NutritionPlansModule } from './modules/nutrition-plans/nutrition-plans.module';
import { ProgressModule } from './modules/progress/progress.module';
import { FoodsModule } from './modules/foods/foods.module';
import { PlanTemplatesModule } from './modules/plan-templates/plan-templates.module';
import { NutritionProfilesModule } from './modules/nutrition-profiles/nutrition-profiles.module';
import { DiaryModule } from './modules/diary/diary.module';
import { UsersModule } from './modules/users/users.module';
import { UserDirectoryModule } from './modules/users/user-directory';

@Module({
  imports: [
    ConfigModule,
    LifecycleModule,
    RedisModule,
    TimeModule,
    DatabaseModule,
    AuditModule,
    SettingsModule,
    OutboxModule,
    WebhooksModule,
    NotificationsModule,
    IdempotencyModule,
    UserDirectoryModule,
    UsersModule,
    AuthModule,
    AvailabilityModule,
    AppointmentsModule,
    FoodsModule,
    NutritionPlansModule,
    PlanTemplatesModule,
    NutritionProfilesModule,
    DiaryModule,
    ProgressModule,
    MessagesModule,
    HomeModule,
    PaymentsModule,
    DataExportModule,
    BackupsModule,
    HealthModule,
    MetricsModule,
  ],
})
export class AppModule {}
