import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import type { AppointmentPayment } from '@clinic/contracts';
import { HostContext, type HostApi } from '@clinic/host';
import { changeLanguage } from '@clinic/i18n';
import { EmailField, NameField, NewPasswordFields } from './account-fields';
import { PaymentPanel } from './payment-panel';
import { PaymentTag, StatusTag } from './status-tags';
import { WeekView } from './week-view';

const host = { clinic: { timeZone: 'Asia/Kolkata', currency: 'INR', bmiScheme: 'asian-indian' }, notify: { success: jest.fn(), error: jest.fn() } } as unknown as HostApi;
const wrapper = ({ children }: { children: ReactNode }) => <HostContext.Provider value={host}>{children}</HostContext.Provider>;
const unpaid: AppointmentPayment = {
  appointmentId: 'a1',
  reference: 'APT-1',
  amount: 150000,
  paymentStatus: 'unpaid',
  state: 'unpaid',
  method: null,
  paymentReference: '',
  rejectionReason: '',
  submittedAt: null,
  paidAt: null,
  receiptNumber: null,
  refund: null,
  payable: true,
  upi: { link: 'upi://pay?pa=clinic@okhdfcbank', qr: 'data:image/svg+xml,', payeeName: 'Clinic', upiId: 'clinic@okhdfcbank' },
};
const panel = (payment: AppointmentPayment) => (
  <PaymentPanel payment={payment} loading={false} receiptUrl="/receipt.pdf" onSubmitUtr={() => Promise.resolve()} submitting={false} />
);

describe('the UI kit in Hindi', () => {
  beforeAll(() => changeLanguage('hi'));
  afterAll(() => changeLanguage('en'));

  it('offers a UPI payment in Hindi, with Indian money', () => {
    render(panel(unpaid), { wrapper });
    expect(screen.getByText('UPI से ₹1,50,000.00 का भुगतान करें')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरा UPI ऐप खोलें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मैंने भुगतान कर दिया है' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Clinic को ₹1,50,000.00 का भुगतान करने के लिए UPI क्यूआर कोड' })).toBeInTheDocument();
  });

  it('says in Hindi how a payment was made, with the method named in Hindi', () => {
    render(panel({ ...unpaid, state: 'paid', paymentStatus: 'paid', payable: false, method: 'cash', receiptNumber: 'R-7', upi: null }), { wrapper });
    expect(screen.getByText('नकद से ₹1,50,000.00 का भुगतान हो गया')).toBeInTheDocument();
    expect(screen.getByText('रसीद R-7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रसीद डाउनलोड करें (PDF)' })).toBeInTheDocument();
  });

  it('names statuses and weekdays as the glossary does', () => {
    render(
      <>
        <StatusTag status="confirmed" />
        <StatusTag status="no-show" />
        <PaymentTag status="refunded" />
        <WeekView days={[{ dayOfWeek: 'Monday', slots: [{ startTime: '10:00', endTime: '10:30', isBooked: false }] }] as never} emptyText="" />
      </>,
    );
    expect(screen.getByText('पक्का')).toBeInTheDocument();
    expect(screen.getByText('नहीं आए')).toBeInTheDocument();
    expect(screen.getByText('रिफ़ंड हो गया')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'सोमवार' })).toBeInTheDocument();
    expect(screen.getByTitle('बुकिंग के लिए खाली')).toBeInTheDocument();
  });

  it("labels account fields in Hindi and refuses with the spec's texts in Hindi", async () => {
    render(
      <Form layout="vertical">
        <NameField />
        <EmailField />
        <NewPasswordFields required />
        <Button htmlType="submit">ठीक है</Button>
      </Form>,
    );
    await userEvent.type(screen.getByLabelText('ईमेल'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'ठीक है' }));
    expect(await screen.findByText('नाम डालना ज़रूरी है।')).toBeInTheDocument();
    expect(screen.getByText('कृपया सही ईमेल पता डालें।')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।')).toBeInTheDocument();
    expect(screen.getByText('कृपया पासवर्ड दोबारा डालें')).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड दोबारा डालें')).toBeInTheDocument();
  });
});
