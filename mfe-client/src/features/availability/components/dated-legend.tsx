import { Space, Tag } from 'antd';
import type { DatedSlotState } from '@clinic/contracts';

/** How each state of a session looks, the same in the legend and the list. */
export const STATE_TAGS: Record<DatedSlotState, { color: string; label: string; meaning: string }> = {
  free: { color: 'green', label: 'Free', meaning: 'click to book' },
  booked: { color: 'red', label: 'Booked', meaning: 'taken' },
  blocked: { color: 'default', label: 'Blocked', meaning: 'the nutritionist does not take bookings then' },
  'time-off': { color: 'orange', label: 'Time off', meaning: 'the nutritionist is away that day' },
  past: { color: 'default', label: 'Passed', meaning: 'already started' },
};

/** "Blocked: the nutritionist does not take bookings then", for a tag's tooltip. */
export const explain = (state: DatedSlotState) => `${STATE_TAGS[state].label}: ${STATE_TAGS[state].meaning}`;

const SHOWN: DatedSlotState[] = ['free', 'booked', 'blocked', 'time-off'];

/** What the colours mean: a blocked session is one the nutritionist closed, not one someone booked. */
export function DatedLegend() {
  return (
    <Space wrap aria-label="Legend" style={{ marginBottom: 12 }}>
      {SHOWN.map((state) => (
        <span key={state}>
          <Tag color={STATE_TAGS[state].color} style={state === 'blocked' ? { textDecoration: 'line-through' } : undefined}>
            {STATE_TAGS[state].label}
          </Tag>
          <span style={{ color: '#5f6963', fontSize: 13 }}>{STATE_TAGS[state].meaning}</span>
        </span>
      ))}
    </Space>
  );
}
