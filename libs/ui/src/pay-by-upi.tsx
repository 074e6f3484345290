import { Button, Space, Typography } from 'antd';
import { type AppointmentPayment, formatRupees } from '@clinic/contracts';
import { UtrForm, type UtrFormProps } from './utr-form';

/** The app button comes first: on a phone it is the way to pay; the QR code is for another device. */
export function PayByUpi({ payment, ...utr }: UtrFormProps & { payment: AppointmentPayment }) {
  const upi = payment.upi!;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
      <Space direction="vertical" size="middle" style={{ flex: '1 1 260px' }}>
        <a href={upi.link}>
          <Button type="primary" size="large">
            Open my UPI app
          </Button>
        </a>
        <Typography.Text type="secondary">
          To {upi.payeeName} · {upi.upiId}
          <br />
          Note: Appointment {payment.reference}
        </Typography.Text>
        <UtrForm {...utr} />
      </Space>
      <div style={{ textAlign: 'center', maxWidth: 200 }}>
        <img src={upi.qr} width={184} height={184} alt={`UPI QR code to pay ${formatRupees(payment.amount)} to ${upi.payeeName}`} />
        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
          Paying from another device? Scan with any UPI app
        </Typography.Paragraph>
      </div>
    </div>
  );
}
