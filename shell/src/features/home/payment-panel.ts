// Its own module so that the home page can load the payment panel lazily (payments-due.tsx).
export { PaymentPanel } from '@clinic/ui';
