import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';

/** Home pages gather appointments, plans, progress and messages: any change there may change them. */
export const homeKeys = {
  all: ['home'] as const,
  client: () => [...homeKeys.all, 'client'] as const,
  practice: () => [...homeKeys.all, 'practice'] as const,
};

export function useClientHome() {
  return useQuery({ queryKey: homeKeys.client(), queryFn: () => unwrap(api.GET('/api/home/client')) });
}

export function usePracticeHome() {
  return useQuery({ queryKey: homeKeys.practice(), queryFn: () => unwrap(api.GET('/api/home/practice')) });
}
