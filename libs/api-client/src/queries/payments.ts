import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RevenueBucket, UpdatePaymentRequest, UpdatePaymentSettingsRequest } from '@clinic/contracts';
import { api, unwrap } from '../client';
import { appointmentKeys } from './appointments';

export const paymentKeys = {
  all: ['payments'] as const,
  detail: (appointmentId: string) => [...paymentKeys.all, 'appointment', appointmentId] as const,
  settings: () => [...paymentKeys.all, 'settings'] as const,
  revenue: (from: string, to: string) => [...paymentKeys.all, 'revenue', from, to] as const,
  entries: (params: RevenueEntriesParams) => [...paymentKeys.all, 'entries', params] as const,
};

export interface RevenueEntriesParams {
  from: string;
  to: string;
  bucket: RevenueBucket;
  month?: string;
  nutritionist?: string;
  sessionType?: 'consultation' | 'follow-up' | 'meal-plan-review';
  page?: number;
  limit?: number;
}

export function useAppointmentPayment(appointmentId: string, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.detail(appointmentId),
    queryFn: () => unwrap(api.GET('/api/appointments/{id}/payment', { params: { path: { id: appointmentId } } })),
    enabled: enabled && Boolean(appointmentId),
  });
}

/** After a payment changes, the appointment (its payment status) and every money figure change too. */
function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return async (appointmentId: string, payment: unknown) => {
    queryClient.setQueryData(paymentKeys.detail(appointmentId), payment);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
    ]);
  };
}

export function useSubmitPayment(appointmentId: string) {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (utr: string) => unwrap(api.POST('/api/appointments/{id}/payment', { params: { path: { id: appointmentId } }, body: { utr } })),
    onSuccess: (payment) => refresh(appointmentId, payment),
  });
}

export function useUpdatePayment(appointmentId: string) {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (body: UpdatePaymentRequest) => unwrap(api.PUT('/api/appointments/{id}/payment', { params: { path: { id: appointmentId } }, body })),
    onSuccess: (payment) => refresh(appointmentId, payment),
  });
}

/** Where the browser downloads a receipt (a plain link, the cookie goes along). */
export const receiptPdfUrl = (appointmentId: string) => `/api/appointments/${encodeURIComponent(appointmentId)}/receipt.pdf`;

/**
 * What a client's `PaymentPanel` (@clinic/ui) shows and does, spread into it: the payment (none
 * when it could not be read), the receipt's address and sending a UTR. A promise rather than
 * mutate's callbacks: the panel's form unmounts on success, and those callbacks would not run.
 */
export function usePaymentPanel(appointmentId: string) {
  const payment = useAppointmentPayment(appointmentId);
  const submit = useSubmitPayment(appointmentId);
  return {
    payment: payment.isError ? undefined : payment.data,
    loading: payment.isPending,
    receiptUrl: receiptPdfUrl(appointmentId),
    onSubmitUtr: (utr: string) => submit.mutateAsync(utr),
    submitting: submit.isPending,
  };
}

export function usePaymentSettings() {
  return useQuery({ queryKey: paymentKeys.settings(), queryFn: () => unwrap(api.GET('/api/payment-settings')) });
}

export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePaymentSettingsRequest) => unwrap(api.PUT('/api/payment-settings', { body })),
    onSuccess: (settings) => {
      queryClient.setQueryData(paymentKeys.settings(), settings);
      return queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}

export function useRevenue(from: string, to: string) {
  return useQuery({
    queryKey: paymentKeys.revenue(from, to),
    queryFn: () => unwrap(api.GET('/api/revenue', { params: { query: { from, to } } })),
    placeholderData: keepPreviousData,
  });
}

export function useRevenueEntries(params: RevenueEntriesParams | null) {
  return useQuery({
    queryKey: paymentKeys.entries(params ?? ({} as RevenueEntriesParams)),
    queryFn: () => unwrap(api.GET('/api/revenue/entries', { params: { query: params! } })),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

export const revenueCsvUrl = (from: string, to: string) => `/api/revenue/payments.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
