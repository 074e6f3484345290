import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@clinic/api-client';
import type { BackupSettings } from '@clinic/contracts';

export const backupKeys = { status: ['backups', 'status'] as const };

/** Settings, the latest runs and the next due time: everything the screen shows, in one request. */
export function useBackupStatus() {
  return useQuery({
    queryKey: backupKeys.status,
    queryFn: () => unwrap(api.GET('/api/backups/status')),
  });
}

export function useSaveBackupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BackupSettings) => unwrap(api.PUT('/api/backups/settings', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupKeys.status }),
  });
}

export function useRunBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/backups/run')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.status }),
  });
}
