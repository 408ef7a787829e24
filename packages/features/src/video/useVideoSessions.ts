// The video sessions of the patient (spec 9: the open ones polled every 10000 ms), a room token,
// what happened on the patient's side, and link codes.
import { unwrap, type Schema } from '@mat/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMat } from '../provider/MatContext';

export type VideoSession = Schema<'VideoSession'>;

/** Spec 9: active video sessions are polled every 10000 ms. */
export const ACTIVE_VIDEO_POLL_MS = 10_000;
export const videoKey = ['video'] as const;

export function useVideoSession(uuid: string) {
  const { client } = useMat();
  return useQuery({
    queryKey: [...videoKey, 'sessions'],
    queryFn: ({ signal }) => unwrap(client.GET('/video/sessions', { signal })),
    select: (sessions) => sessions.find((s) => s.uuid === uuid) ?? null,
  });
}

/** Whether the presenter has opened the room, asked every 10 s while `enabled`. */
export function useRoomOpen(uuid: string, enabled: boolean) {
  const { client } = useMat();
  return useQuery({
    queryKey: [...videoKey, 'active'],
    queryFn: ({ signal }) => unwrap(client.GET('/video/sessions', { params: { query: { active: 1 } }, signal })),
    select: (sessions) => sessions.some((s) => s.uuid === uuid && s.started),
    refetchInterval: ACTIVE_VIDEO_POLL_MS,
    enabled,
  });
}

export function useVideoActions() {
  const { client } = useMat();
  const token = useMutation({
    mutationFn: (id: number) => unwrap(client.GET('/video/session/{id}/token', { params: { path: { id } } })),
  });
  const report = useMutation({
    mutationFn: ({ id, event, detail }: { id: number; event: Schema<'VideoSessionEvent'>['event']; detail?: string }) =>
      unwrap(
        client.POST('/video/session/{id}/info', { params: { path: { id } }, body: { event, detail: detail ?? null } }),
      ),
  });
  return { token, report };
}

export function useVideoLink(code: string) {
  const { client } = useMat();
  return useQuery({
    queryKey: [...videoKey, 'code', code],
    queryFn: ({ signal }) => unwrap(client.GET('/video/session/code/{code}', { params: { path: { code } }, signal })),
    retry: false,
  });
}

export function useResolveVideoLink() {
  const { client } = useMat();
  return useMutation({
    mutationFn: (code: string) => unwrap(client.PUT('/video/session/code/{code}/info', { params: { path: { code } } })),
  });
}
