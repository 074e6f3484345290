import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app.config';

export interface ClinicMoment {
  /** YYYY-MM-DD on the clinic's calendar. */
  date: string;
  /** HH:MM on the clinic's clock. */
  time: string;
}

/**
 * The clinic's calendar and clock. Appointments are stored as a clinic date and clock times (what the
 * client and the nutritionist agreed on), so "today", "in the future" and calendar exports all go
 * through this one conversion.
 */
@Injectable()
export class ClinicClock {
  readonly timeZone: string;
  private readonly format: Intl.DateTimeFormat;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.timeZone = config.clinic.timeZone;
    this.format = new Intl.DateTimeFormat('en-CA', {
      timeZone: this.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  }

  at(instant: Date): ClinicMoment & { seconds: number } {
    const parts = Object.fromEntries(this.format.formatToParts(instant).map((p) => [p.type, p.value]));
    return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, seconds: Number(parts.second) };
  }

  now(): ClinicMoment {
    const { date, time } = this.at(new Date());
    return { date, time };
  }

  today(): string {
    return this.now().date;
  }

  /** Whether a clinic date and time is still ahead. */
  isFuture(date: string, time: string): boolean {
    const now = this.now();
    return `${date} ${time}` > `${now.date} ${now.time}`;
  }

  /** The instant a clinic date and time denotes (for calendar files, which want UTC). */
  toInstant(date: string, time: string): Date {
    const [y, m, d] = date.split('-').map(Number);
    const [h, min] = time.split(':').map(Number);
    const asUtc = Date.UTC(y, m - 1, d, h, min);
    // The zone's offset at that moment: read the UTC guess back on the clinic's clock.
    const seen = this.at(new Date(asUtc));
    const [sy, sm, sd] = seen.date.split('-').map(Number);
    const [sh, smin] = seen.time.split(':').map(Number);
    const offset = Date.UTC(sy, sm - 1, sd, sh, smin) - asUtc;
    return new Date(asUtc - offset);
  }
}
