import type { Schemas } from '@clinic/api-client';
import type { DatedDay } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { formatDate } from '@clinic/ui';
import { useAppointmentLabels } from '../../schedule/components/use-appointment-labels';
import { laneLayout, PX_PER_MINUTE, placeOf, workingBlocks } from './calendar-layout';
import { statusStyle } from './status-styles';

type Appointment = Schemas['AppointmentDto'];

const LINE = '1px solid #eef1ee';
const ONE_LINE = { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** One date of the grid: hour lines, shaded working hours, and its appointments. */
export function DayColumn({
  date,
  hours,
  height,
  day,
  appointments,
  onOpen,
}: {
  date: string;
  hours: { start: number; end: number };
  height: number;
  day?: DatedDay;
  appointments: Appointment[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('admin');
  const labels = useAppointmentLabels();
  const hourLines = Array.from({ length: (hours.end - hours.start) / 60 }, (_, i) => i);
  return (
    <div role="region" aria-label={formatDate(date)} style={{ position: 'relative', height, borderLeft: LINE, background: day?.timeOff ? TIME_OFF_BACKGROUND : undefined }}>
      {hourLines.map((i) => (
        <div key={i} style={{ position: 'absolute', top: i * 60 * PX_PER_MINUTE, left: 0, right: 0, borderTop: LINE }} />
      ))}
      {workingBlocks(day).map((block) => (
        <div
          key={block.startTime}
          data-testid="working-hours"
          title={block.blocked ? t('calendar.blocked') : t('calendar.workingHours')}
          style={{ position: 'absolute', left: 0, right: 0, ...placeOf(block, hours.start), background: block.blocked ? BLOCKED_BACKGROUND : '#eaf6ee' }}
        />
      ))}
      {laneLayout(appointments).map(({ item: a, lane, lanes }) => {
        const { top, height: h } = placeOf(a, hours.start);
        return (
          <button
            key={a._id}
            type="button"
            onClick={() => onOpen(a._id)}
            style={{
              position: 'absolute',
              top: top + 1,
              height: Math.max(h - 2, 20),
              left: `calc(${(lane / lanes) * 100}% + 2px)`,
              width: `calc(${100 / lanes}% - 4px)`,
              ...statusStyle(a.status),
              borderRadius: 6,
              padding: '2px 6px',
              textAlign: 'left',
              overflow: 'hidden',
              cursor: 'pointer',
              fontSize: 12,
              lineHeight: '16px',
            }}
          >
            <span style={ONE_LINE}>
              <strong>{a.startTime}</strong> {a.client.name}
            </span>
            <span className="visually-hidden">{t('calendar.until', { time: a.endTime })}</span>
            {/* The button is named by its text; what a short block has no room for is still read out. */}
            <span style={h >= 40 ? { ...ONE_LINE, opacity: 0.8 } : undefined} className={h >= 40 ? undefined : 'visually-hidden'}>
              {t('calendar.blockDetails', { session: labels.session(a.sessionType), mode: labels.mode(a.mode), status: labels.status(a.status) })}
            </span>
          </button>
        );
      })}
    </div>
  );
}

const TIME_OFF_BACKGROUND = 'repeating-linear-gradient(135deg, #f6f6f4, #f6f6f4 8px, #eeeeea 8px, #eeeeea 16px)';
const BLOCKED_BACKGROUND = 'repeating-linear-gradient(135deg, #f1f3f1, #f1f3f1 6px, #e6e9e6 6px, #e6e9e6 12px)';

DayColumn.Header = function DayHeader({ date, isToday, timeOff }: { date: string; isToday: boolean; timeOff?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div style={{ padding: '8px 6px', borderLeft: LINE, borderBottom: LINE, textAlign: 'center', background: isToday ? '#f0f7f2' : undefined }}>
      <div style={{ fontWeight: 600, color: isToday ? '#1f7a4d' : undefined }}>{formatDate(date).replace(/ \d{4}$/, '')}</div>
      {timeOff && <div style={{ fontSize: 12, color: '#8a6d3b' }}>{t('calendar.timeOff')}</div>}
    </div>
  );
};
