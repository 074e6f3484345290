import { Descriptions } from 'antd';
import type { Schemas } from '@clinic/api-client';
import { useClinic } from '@clinic/host';
import { formatMoney, useTranslation } from '@clinic/i18n';
import { formatDate, formatInstant, formatTimeRange, PaymentTag, StatusTag, useIsPhone } from '@clinic/ui';

/** Everything about one appointment, one line a fact, who cancelled it and why included. */
export function AppointmentDetails({ appointment: a }: { appointment: Schemas['AppointmentDto'] }) {
  const { t } = useTranslation('client');
  const { timeZone } = useClinic();
  // On a phone the labels narrow and a long meeting link wraps, so the page never scrolls sideways.
  const phone = useIsPhone();
  return (
    <Descriptions bordered column={1} size={phone ? 'small' : 'middle'} styles={{ label: { width: phone ? 110 : 180 }, content: { overflowWrap: 'anywhere' } }}>
      <Descriptions.Item label={t('common.date')}>{formatDate(a.date)}</Descriptions.Item>
      <Descriptions.Item label={t('common.time')}>{formatTimeRange(a.startTime, a.endTime)}</Descriptions.Item>
      <Descriptions.Item label={t('common.nutritionist')}>
        {a.nutritionist.name}
        {a.nutritionist.email && ` · ${a.nutritionist.email}`}
      </Descriptions.Item>
      <Descriptions.Item label={t('common.client')}>
        {a.client.name}
        {a.client.email && ` · ${a.client.email}`}
      </Descriptions.Item>
      <Descriptions.Item label={t('common.sessionType')}>{t(`labels.sessionType.${a.sessionType}`)}</Descriptions.Item>
      <Descriptions.Item label={t('common.mode')}>{t(`labels.mode.${a.mode}`)}</Descriptions.Item>
      <Descriptions.Item label={t('common.status')}>
        <StatusTag status={a.status} />
      </Descriptions.Item>
      {a.cancellation && (
        <Descriptions.Item label={t('appointments.details.cancelled')}>
          {/* The client's question after "cancelled" is who, when and why. */}
          {t('appointments.details.cancelledBy', {
            name: a.cancellation.by?.name ?? t('appointments.details.deletedUser'),
            when: formatInstant(a.cancellation.at, timeZone),
          })}
          <div>{t('appointments.details.reason', { reason: a.cancellation.reason || t('appointments.details.noReason') })}</div>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('common.payment')}>
        <PaymentTag status={a.paymentStatus} />
      </Descriptions.Item>
      <Descriptions.Item label={t('common.price')}>{formatMoney(a.price)}</Descriptions.Item>
      {a.mode === 'online' && (
        <Descriptions.Item label={t('appointments.details.meetingLink')}>
          {a.meetingLink ? (
            <a href={a.meetingLink} target="_blank" rel="noopener noreferrer">
              {a.meetingLink}
            </a>
          ) : (
            t('appointments.details.linkLater')
          )}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('common.notes')}>{a.notes || '—'}</Descriptions.Item>
    </Descriptions>
  );
}
