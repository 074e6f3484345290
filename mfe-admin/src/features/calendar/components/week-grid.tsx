import type { Schemas } from '@clinic/api-client';
import type { DatedDay } from '@clinic/contracts';
import { hourLabels, PX_PER_MINUTE, visibleHours, workingBlocks } from './calendar-layout';
import { DayColumn } from './day-column';

type Appointment = Schemas['AppointmentDto'];

const AXIS_WIDTH = 52;

/**
 * Days side by side on one time axis: working hours shaded, time off marked, each appointment a
 * block at its time. The grid scrolls inside itself when the screen is narrow.
 */
export function WeekGrid({
  dates,
  today,
  appointments,
  days,
  onOpen,
}: {
  dates: string[];
  today: string;
  appointments: Appointment[];
  days?: DatedDay[];
  onOpen: (id: string) => void;
}) {
  const hours = visibleHours([...appointments, ...(days ?? []).flatMap((d) => workingBlocks(d))]);
  const height = (hours.end - hours.start) * PX_PER_MINUTE;
  return (
    <div style={{ overflowX: 'auto', background: '#fff', border: '1px solid #e8ece8', borderRadius: 8 }}>
      <div style={{ display: 'grid', gridTemplateColumns: `${AXIS_WIDTH}px repeat(${dates.length}, minmax(${dates.length > 1 ? 120 : 240}px, 1fr))`, minWidth: 'min-content' }}>
        <div />
        {dates.map((date) => (
          <DayColumn.Header key={date} date={date} isToday={date === today} timeOff={days?.find((d) => d.date === date)?.timeOff} />
        ))}
        <div style={{ position: 'relative', height }} aria-hidden>
          {hourLabels(hours).map((label, i) => (
            <div key={label} style={{ position: 'absolute', top: i * 60 * PX_PER_MINUTE - 7, right: 8, fontSize: 12, color: '#56605a' }}>
              {i === 0 ? '' : label}
            </div>
          ))}
        </div>
        {dates.map((date) => (
          <DayColumn
            key={date}
            date={date}
            hours={hours}
            height={height}
            day={days?.find((d) => d.date === date)}
            appointments={appointments.filter((a) => a.date === date)}
            onOpen={onOpen}
          />
        ))}
      </div>
    </div>
  );
}
