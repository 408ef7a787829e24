// Account pages that need other areas' hooks, loaded with the account's chunk.
import { NotificationsScreen } from '@mat/features/account';
import { monitorHref, useMonitors } from '@mat/features/monitors';

/** A notification about a monitor links to that monitor's page; a care team reply to its conversation. */
export function Notifications() {
  const monitors = useMonitors();
  return (
    <NotificationsScreen
      monitorHref={(id) => {
        const monitor = monitors.data?.find((m) => m.id === id);
        return monitor ? monitorHref(monitor) : null;
      }}
      conversationHref={(id) => `/team?conversationId=${id}`}
    />
  );
}
