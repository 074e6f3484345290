import './i18n';
import { Button } from 'antd';
import { useTranslation } from '@clinic/i18n';

/** Downloads a receipt from `href` (the screen passes `receiptPdfUrl(id)` from `@clinic/api-client`). */
export function ReceiptButton({ href }: { href: string }) {
  const { t } = useTranslation('ui');
  return (
    <a href={href} download>
      <Button>{t('payment.receipt')}</Button>
    </a>
  );
}
