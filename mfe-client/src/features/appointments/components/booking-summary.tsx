import { memo } from 'react';
import { formatMoney, useTranslation } from '@clinic/i18n';
import { formatDate, Text } from '@clinic/ui';

/** The price to pay and the chosen day and time, kept in view while booking. */
export const BookingSummary = memo(function BookingSummary({ price, dateText, slot }: { price: number | null | undefined; dateText?: string; slot?: string }) {
  const { t } = useTranslation('client');
  return (
    <div role="status" style={{ background: '#f3f8f4', border: '1px solid #d5e8da', borderRadius: 8, padding: '12px 16px', marginBottom: 16 }}>
      <Text strong>{t('appointments.booking.price')} </Text>
      <Text data-testid="booking-price">{price !== undefined && price !== null ? formatMoney(price) : '—'}</Text>
      {dateText && slot && (
        <Text type="secondary">
          {' '}
          · {formatDate(dateText)}, {slot.replace('-', ' – ')}
        </Text>
      )}
    </div>
  );
});
