import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { type AppointmentPayment, formatRupees } from '@clinic/contracts';
import { HostContext, type HostApi } from '@clinic/host';
import { PaymentPanel, type PaymentPanelProps } from './payment-panel';

const notify = { success: jest.fn(), error: jest.fn() };
const host = { clinic: { timeZone: 'Asia/Kolkata', currency: 'INR', bmiScheme: 'asian-indian' }, notify } as unknown as HostApi;
const unpaid: AppointmentPayment = {
  appointmentId: 'a1',
  reference: 'APT-1',
  amount: 800,
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

function renderPanel(props: Partial<PaymentPanelProps>) {
  const all: PaymentPanelProps = { payment: unpaid, loading: false, receiptUrl: '/receipt.pdf', onSubmitUtr: jest.fn(() => Promise.resolve()), submitting: false, ...props };
  const wrapper = ({ children }: { children: ReactNode }) => <HostContext.Provider value={host}>{children}</HostContext.Provider>;
  render(<PaymentPanel {...all} />, { wrapper });
  return all;
}

describe('PaymentPanel', () => {
  it('offers the UPI app and sends the UTR as typed, without spaces', async () => {
    const { onSubmitUtr } = renderPanel({});
    expect(screen.getByRole('link', { name: 'Open my UPI app' })).toHaveAttribute('href', unpaid.upi!.link);
    await userEvent.type(screen.getByLabelText(/UPI transaction reference/), '4123 4567 8901');
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(onSubmitUtr).toHaveBeenCalledWith('412345678901');
    expect(notify.success).toHaveBeenCalled();
  });

  it('shows a paid payment with its receipt', () => {
    renderPanel({ payment: { ...unpaid, state: 'paid', payable: false, receiptNumber: 'R-7', upi: null } });
    expect(screen.getByText(`Paid ${formatRupees(800)}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveAttribute('href', '/receipt.pdf');
  });

  it('shows nothing when the payment could not be read', () => {
    renderPanel({ payment: undefined });
    expect(screen.queryByTestId('pay-panel')).toBeNull();
    expect(screen.queryByText(/Paid/)).toBeNull();
  });
});
