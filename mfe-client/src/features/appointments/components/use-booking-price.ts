import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { usePrices } from '@clinic/api-client';
import type { SessionType } from '@clinic/contracts';

/**
 * The price a booking shows: the clinic's price of the session type, which the clinic's side may
 * change (field `price`, starting from the clinic's price and following the session type).
 */
export function useBookingPrice(form: FormInstance, editable: boolean) {
  const prices = usePrices();
  const sessionType = Form.useWatch('sessionType', form) as SessionType | undefined;
  const priceField = Form.useWatch('price', form) as number | undefined;
  const clinicPrice = sessionType ? prices.data?.prices[sessionType] : undefined;

  useEffect(() => {
    if (editable && prices.data && form.getFieldValue('price') === undefined) {
      form.setFieldValue('price', prices.data.prices[form.getFieldValue('sessionType') as SessionType]);
    }
  }, [editable, prices.data, form]);

  return {
    shown: editable ? (priceField ?? clinicPrice) : clinicPrice,
    onSessionTypeChange: (type: SessionType) => {
      if (editable && prices.data) form.setFieldValue('price', prices.data.prices[type]);
    },
  };
}
