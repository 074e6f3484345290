import { useQuery } from '@tanstack/react-query';
import type { ClinicSettingsInfo } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { CLINIC_NAME_KEY } from '../early-paint/early-paint';

/**
 * The clinic's name, address and phone (public `GET /api/settings`) for the header and footer. A
 * plain fetch rather than the API client, which the first page does not otherwise load; the query
 * key is the client's (`useClinicSettings`), so the admin's save shows here at once.
 */
export function useClinicIdentity(): Pick<ClinicSettingsInfo, 'name' | 'address' | 'phone'> {
  const { t } = useTranslation('shell');
  const settings = useQuery({
    queryKey: ['settings', 'clinic'],
    queryFn: async (): Promise<ClinicSettingsInfo> => {
      const res = await fetch('/api/settings', { headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`settings: ${res.status}`);
      const settings = (await res.json()) as ClinicSettingsInfo;
      // For the next page load's early paint, whose header is drawn before this answer can be had.
      try {
        localStorage.setItem(CLINIC_NAME_KEY, settings.name);
      } catch {
        // Storage blocked: the early header shows the product's name instead.
      }
      return settings;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
  // Until the clinic's own name is known (or if it cannot be read), the product's.
  return settings.data ?? { name: t('app.fallbackName'), address: '', phone: '' };
}
