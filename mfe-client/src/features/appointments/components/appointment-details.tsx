import { Descriptions } from 'antd';
import type { Schemas } from '@clinic/api-client';
import { formatRupees, MODE_LABELS, SESSION_TYPE_LABELS } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { formatDate, formatInstant, formatTimeRange, PaymentTag, StatusTag, useIsPhone } from '@clinic/ui';

/** Everything about one appointment, one line a fact, who cancelled it and why included. */
export function AppointmentDetails({ appointment: a }: { appointment: Schemas['AppointmentDto'] }) {
  const { timeZone } = useClinic();
  // On a phone the labels narrow and a long meeting link wraps, so the page never scrolls sideways.
  const phone = useIsPhone();
  return (
    <Descriptions bordered column={1} size={phone ? 'small' : 'middle'} styles={{ label: { width: phone ? 110 : 180 }, content: { overflowWrap: 'anywhere' } }}>
      <Descriptions.Item label="Date">{formatDate(a.date)}</Descriptions.Item>
      <Descriptions.Item label="Time">{formatTimeRange(a.startTime, a.endTime)}</Descriptions.Item>
      <Descriptions.Item label="Nutritionist">
        {a.nutritionist.name}
        {a.nutritionist.email && ` · ${a.nutritionist.email}`}
      </Descriptions.Item>
      <Descriptions.Item label="Client">
        {a.client.name}
        {a.client.email && ` · ${a.client.email}`}
      </Descriptions.Item>
      <Descriptions.Item label="Session type">{SESSION_TYPE_LABELS[a.sessionType]}</Descriptions.Item>
      <Descriptions.Item label="Mode">{MODE_LABELS[a.mode]}</Descriptions.Item>
      <Descriptions.Item label="Status">
        <StatusTag status={a.status} />
      </Descriptions.Item>
      {a.cancellation && (
        <Descriptions.Item label="Cancelled">
          {/* The client's question after "cancelled" is who, when and why. */}
          {`By ${a.cancellation.by?.name ?? 'a deleted user'} on ${formatInstant(a.cancellation.at, timeZone)}`}
          <div>Reason: {a.cancellation.reason || 'none given'}</div>
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Payment">
        <PaymentTag status={a.paymentStatus} />
      </Descriptions.Item>
      <Descriptions.Item label="Price">{formatRupees(a.price)}</Descriptions.Item>
      {a.mode === 'online' && (
        <Descriptions.Item label="Meeting link">
          {a.meetingLink ? (
            <a href={a.meetingLink} target="_blank" rel="noopener noreferrer">
              {a.meetingLink}
            </a>
          ) : (
            'The clinic will add the link before the session.'
          )}
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Notes">{a.notes || '—'}</Descriptions.Item>
    </Descriptions>
  );
}
