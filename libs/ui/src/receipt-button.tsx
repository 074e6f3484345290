import { Button } from './button';
import { useUiTranslation } from './i18n';

/** Downloads a receipt from `href` (the screen passes `receiptPdfUrl(id)` from `@clinic/api-client`). */
export function ReceiptButton({ href }: { href: string }) {
  const { t } = useUiTranslation();
  return (
    <a href={href} download>
      <Button>{t('payment.receipt')}</Button>
    </a>
  );
}
