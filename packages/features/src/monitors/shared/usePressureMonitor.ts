import { monitorsQueries } from '@mat/api';
import { useQuery } from '@tanstack/react-query';
import { useMat } from '../../provider/MatContext';

/** The patient's monitors (GET /patient/monitors): one blood pressure monitor, weights, kick counters. */
export function useMonitors() {
  const { client } = useMat();
  return useQuery(monitorsQueries.listMonitors(client));
}

export function usePressureMonitorId(): number | undefined {
  return useMonitors().data?.find((m) => m.type === 'pressure')?.id;
}
