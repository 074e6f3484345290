import { Button, Descriptions, Drawer, Space } from 'antd';
import type { Schemas } from '@clinic/api-client';
import { formatMoney, useTranslation } from '@clinic/i18n';
import { Link } from '@clinic/router';
import { formatDate, formatTimeRange, PaymentTag, StatusTag, useIsPhone } from '@clinic/ui';
import { CancelAppointmentDialog } from '../../schedule/components/cancel-appointment-dialog';
import { NEXT_STEP } from '../../schedule/components/next-step';
import { useAppointmentLabels } from '../../schedule/components/use-appointment-labels';
import { useStatusChange } from '../../schedule/components/use-status-change';

type Appointment = Schemas['AppointmentDto'];

/** One appointment from the calendar: its facts and the usual next steps, without leaving the week. */
export function AppointmentDrawer({ appointment, onClose }: { appointment?: Appointment; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const labels = useAppointmentLabels();
  const isPhone = useIsPhone();
  const { setStatus, cancelling, setCancelling, pending, isBusy } = useStatusChange();
  const a = appointment;
  const next = a ? NEXT_STEP[a.status] : undefined;
  return (
    <>
      <Drawer open={Boolean(a)} onClose={onClose} title={a ? `${a.client.name} · ${formatTimeRange(a.startTime, a.endTime)}` : ''} width={isPhone ? '100%' : 420}>
        {a && (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('calendar.drawer.date')}>{formatDate(a.date)}</Descriptions.Item>
              <Descriptions.Item label={t('calendar.drawer.time')}>{formatTimeRange(a.startTime, a.endTime)}</Descriptions.Item>
              <Descriptions.Item label={t('calendar.drawer.client')}>{a.client.name}</Descriptions.Item>
              <Descriptions.Item label={t('calendar.drawer.nutritionist')}>{a.nutritionist.name}</Descriptions.Item>
              <Descriptions.Item label={t('calendar.drawer.session')}>{labels.sessionAndMode(a)}</Descriptions.Item>
              <Descriptions.Item label={t('calendar.drawer.status')}>
                <StatusTag status={a.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('calendar.drawer.payment')}>
                <PaymentTag status={a.paymentStatus} /> {formatMoney(a.price)}
              </Descriptions.Item>
              {a.notes ? <Descriptions.Item label={t('calendar.drawer.notes')}>{a.notes}</Descriptions.Item> : null}
            </Descriptions>
            <Space wrap>
              {next && (
                <Button type="primary" loading={isBusy(a)} onClick={() => setStatus(a, next.status)}>
                  {t(`schedule.next.${next.key}`)}
                </Button>
              )}
              {(a.status === 'pending' || a.status === 'confirmed') && (
                <Button danger disabled={isBusy(a)} onClick={() => setCancelling(a)}>
                  {t('schedule.cancelDialog.ok')}
                </Button>
              )}
              <Link to={`/appointments/${a._id}/view`}>
                <Button>{t('calendar.drawer.open')}</Button>
              </Link>
            </Space>
          </Space>
        )}
      </Drawer>
      <CancelAppointmentDialog
        appointment={cancelling}
        busy={pending}
        onCancel={(reason) => cancelling && setStatus(cancelling, 'cancelled', reason || undefined)}
        onClose={() => setCancelling(undefined)}
      />
    </>
  );
}
