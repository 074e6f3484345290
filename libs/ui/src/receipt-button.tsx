import { Button } from 'antd';

/** Downloads a receipt from `href` (the screen passes `receiptPdfUrl(id)` from `@clinic/api-client`). */
export function ReceiptButton({ href }: { href: string }) {
  return (
    <a href={href} download>
      <Button>Download receipt (PDF)</Button>
    </a>
  );
}
