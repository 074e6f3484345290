import { Space, Tag } from 'antd';
import type { DatedSlotState } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';

/** How each state of a session looks, the same in the legend and the list. */
export const STATE_COLORS: Record<DatedSlotState, string> = { free: 'green', booked: 'red', blocked: 'default', 'time-off': 'orange', past: 'default' };

/** Each state's catalogue key: its label, and its meaning under `…Meaning`. */
const STATE_KEYS: Record<DatedSlotState, string> = { free: 'free', booked: 'booked', blocked: 'blocked', 'time-off': 'timeOff', past: 'past' };

/** A state's name ("Blocked") and what it means ("the nutritionist does not take bookings then"), and both for a tooltip. */
export function useSlotStates() {
  const { t } = useTranslation('client');
  const label = (state: DatedSlotState) => t(`availability.legend.${STATE_KEYS[state]}`);
  const meaning = (state: DatedSlotState) => t(`availability.legend.${STATE_KEYS[state]}Meaning`);
  return { label, meaning, explain: (state: DatedSlotState) => t('availability.legend.explain', { label: label(state), meaning: meaning(state) }) };
}

const SHOWN: DatedSlotState[] = ['free', 'booked', 'blocked', 'time-off'];

/** What the colours mean: a blocked session is one the nutritionist closed, not one someone booked. */
export function DatedLegend() {
  const { t } = useTranslation('client');
  const states = useSlotStates();
  return (
    <Space wrap aria-label={t('availability.legend.label')} style={{ marginBottom: 12 }}>
      {SHOWN.map((state) => (
        <span key={state}>
          <Tag color={STATE_COLORS[state]} style={state === 'blocked' ? { textDecoration: 'line-through' } : undefined}>
            {states.label(state)}
          </Tag>
          <span style={{ color: '#5f6963', fontSize: 13 }}>{states.meaning(state)}</span>
        </span>
      ))}
    </Space>
  );
}
