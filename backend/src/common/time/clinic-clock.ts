import { Inject, Injectable } from '@nestjs/common';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { APP_CONFIG, AppConfig } from '../../config/app.config';

dayjs.extend(utc);
dayjs.extend(timezone);

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

  /** The current instant. Everything time-driven reads it here, so tests can move time instead of waiting. */
  instant(): Date {
    return new Date();
  }

  now(): ClinicMoment {
    const { date, time } = this.at(this.instant());
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

  /**
   * The instant a clinic date and time denotes (for calendar files, which want UTC). dayjs' zone
   * parsing corrects the offset a second time, so a day on which the zone changes its offset reads
   * right: a single offset pass takes the offset of the UTC guess, which is already past the change.
   * A time skipped when clocks spring forward (02:30 in Berlin on the last Sunday of March) moves
   * forward by the gap, as wall clocks do.
   */
  toInstant(date: string, time: string): Date {
    return dayjs.tz(`${date} ${time}`, this.timeZone).toDate();
  }
}
