import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientAdherence, DiaryEntry, DiaryEntryRequest, DiarySummary } from '@clinic/contracts';
import { api, unwrap } from '../client';
import { nutritionCall } from './foods';

/** A client's days, from `from` to `to` (YYYY-MM-DD, both included); the client themself may leave `client` out. */
export interface DiaryRange {
  client?: string;
  from: string;
  to: string;
}

export const diaryKeys = {
  all: ['diary'] as const,
  entries: (range: DiaryRange) => [...diaryKeys.all, 'entries', range] as const,
  summary: (range: DiaryRange) => [...diaryKeys.all, 'summary', range] as const,
  adherence: () => [...diaryKeys.all, 'adherence'] as const,
};

const rangeQuery = ({ client, from, to }: DiaryRange) => ({ ...(client ? { client } : {}), from, to });

export function useDiaryEntries(range: DiaryRange, enabled = true) {
  return useQuery({
    queryKey: diaryKeys.entries(range),
    queryFn: () => nutritionCall<{ data: DiaryEntry[] }>('GET', '/api/diary', { params: { query: rangeQuery(range) } }),
    enabled,
  });
}

/** Intake against the plan and the target, per day, for the intake chart. */
export function useDiarySummary(range: DiaryRange, enabled = true) {
  return useQuery({
    queryKey: diaryKeys.summary(range),
    queryFn: () => nutritionCall<DiarySummary>('GET', '/api/diary/summary', { params: { query: rangeQuery(range) } }),
    enabled,
  });
}

/** The caller's care-team clients, the last seven days against their plans (a practitioner's home). */
export function useDiaryAdherence(enabled = true) {
  return useQuery({
    queryKey: diaryKeys.adherence(),
    queryFn: () => nutritionCall<{ data: ClientAdherence[] }>('GET', '/api/diary/adherence'),
    enabled,
  });
}

/**
 * Sends one entry. Not a mutation hook: entries go through the browser's queue (mfe-client's diary),
 * which calls this and decides from the outcome whether to keep, drop or flag the entry. The same
 * `clientEntryId` sent again answers the stored entry, so a retry never duplicates it.
 */
export const sendDiaryEntry = (body: DiaryEntryRequest) => nutritionCall<DiaryEntry>('POST', '/api/diary', { body });

/** The entry's photo, as the file's own bytes (the server checks its type by them). */
export function sendDiaryPhoto(id: string, photo: Blob) {
  const client = api as unknown as {
    PUT: (path: string, init: object) => Promise<{ data?: DiaryEntry; error?: unknown; response: Response }>;
  };
  return unwrap(
    client.PUT('/api/diary/{id}/photo', {
      params: { path: { id } },
      body: photo,
      bodySerializer: (b: Blob) => b,
      headers: { 'Content-Type': photo.type || 'application/octet-stream' },
    }),
  );
}

/** Where the entry's photo is read (same origin, the session cookie goes with it). */
export const diaryPhotoUrl = (id: string) => `/api/diary/${encodeURIComponent(id)}/photo`;

export function useDeleteDiaryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => nutritionCall<{ message: string }>('DELETE', '/api/diary/{id}', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diaryKeys.all }),
  });
}
