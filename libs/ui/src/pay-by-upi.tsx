import { Paragraph, Text } from './typography';
import { Space } from 'antd';
import { Button } from './button';
import type { AppointmentPayment } from '@clinic/contracts';
import { formatMoney } from '@clinic/i18n';
import { UtrForm, type UtrFormProps } from './utr-form';
import { useUiTranslation } from './i18n';

/** The app button comes first: on a phone it is the way to pay; the QR code is for another device. */
export function PayByUpi({ payment, ...utr }: UtrFormProps & { payment: AppointmentPayment }) {
  const { t } = useUiTranslation();
  const upi = payment.upi!;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
      <Space direction="vertical" size="middle" style={{ flex: '1 1 260px' }}>
        <a href={upi.link}>
          <Button type="primary" size="large">
            {t('payment.openApp')}
          </Button>
        </a>
        <Text type="secondary">
          {t('payment.payee', { payee: upi.payeeName, upiId: upi.upiId })}
          <br />
          {t('payment.note', { reference: payment.reference })}
        </Text>
        <UtrForm {...utr} />
      </Space>
      <div style={{ textAlign: 'center', maxWidth: 200 }}>
        <img src={upi.qr} width={184} height={184} alt={t('payment.qrAlt', { amount: formatMoney(payment.amount), payee: upi.payeeName })} />
        <Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
          {t('payment.otherDevice')}
        </Paragraph>
      </div>
    </div>
  );
}
