import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { ClientHome, PracticeHome } from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { ClinicClock } from '../../common/time/clinic-clock';
import { CLIENT_VERSIONS } from '../../database/client-versions';
import { currentVersion } from '../../database/versions';
import { AppointmentsGlance } from '../appointments/appointments.glance';
import { MessagesGlance } from '../messages/messages.glance';
import { NutritionPlansGlance } from '../nutrition-plans/nutrition-plans.glance';
import { ProgressGlance } from '../progress/progress.glance';
import { UserDirectory } from '../users/user-directory';
import { ClinicSettingsService } from '../settings/clinic-settings.service';

const REQUESTS_SHOWN = 10;
const FOLLOW_UPS_SHOWN = 10;

/** Each role's start page in one response, read from each module's own glance queries at once. */
@Injectable()
export class HomeService {
  constructor(
    private readonly appointments: AppointmentsGlance,
    private readonly messages: MessagesGlance,
    private readonly plans: NutritionPlansGlance,
    private readonly progress: ProgressGlance,
    private readonly directory: UserDirectory,
    private readonly clock: ClinicClock,
    private readonly settings: ClinicSettingsService,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  async client(caller: SessionUser): Promise<ClientHome> {
    // The three parts kept under the client's version read it once, before any of them reads.
    const version = currentVersion(this.connection, CLIENT_VERSIONS, caller.id);
    const [nextAppointment, currentPlan, latestMeasurement, unread] = await Promise.all([
      this.appointments.next(caller, version),
      this.plans.currentOf(caller, version),
      this.progress.latestOf(caller, version),
      this.messages.unread(caller.id),
    ]);
    return { nextAppointment, currentPlan, latestMeasurement, unread };
  }

  async practice(caller: SessionUser): Promise<PracticeHome> {
    const { date, time } = this.clock.now();
    const { followUpDays: days } = await this.settings.get();
    const [{ today, requests, requestsTotal, week, lapsed }, unread] = await Promise.all([
      this.appointments.practice(caller, date, days, { requests: REQUESTS_SHOWN, followUps: FOLLOW_UPS_SHOWN }),
      this.messages.unread(caller.id),
    ]);
    const people = await this.directory.lookup(lapsed.map((l) => l.clientId));
    const followUps = lapsed.flatMap(({ clientId, lastVisit }) => {
      const person = people.get(clientId);
      // A deleted client is nobody to follow up.
      return person ? [{ client: { _id: clientId, name: person.name, phoneEnding: (person.phone ?? '').slice(-4) }, lastVisit }] : [];
    });
    return { date, time, today, requests, requestsTotal, unread, followUps, followUpDays: days, week };
  }
}
