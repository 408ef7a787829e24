// The phone app's two popups (spec 2, "Layouts": the mobile build adds a no-internet popup and a
// needs-refresh popup). Phone app only: ./start.ts registers them through ./layer.tsx.
// - No internet: opens when the connection drops and closes when it returns; it says what still
//   works offline (readings logged now wait on the phone, @mat/features' outbox) and lets the
//   patient go on without a connection rather than blocking the app.
// - A new version: once a live update is installed (./liveUpdate.ts), offers to reload into it now;
//   otherwise it is used from the next start.
import { NeedsRefreshPopup, OfflinePopup, Text } from '@mat/ui';
import { useEffect, useReducer, useState, useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const m = defineMessages({
  stillWorks: {
    id: 'patient.offline.stillWorks',
    defaultMessage:
      'You can still log blood pressure, weights and kick counts: they wait on this phone and are sent when you are back online.',
  },
});

/** The connection as the web view sees it. */
export type Connection = { isOnline(): boolean; subscribe(listener: () => void): () => void };

export const browserConnection: Connection = {
  isOnline: () => navigator.onLine,
  subscribe(listener) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

export function NoInternetPopup({ connection }: { connection: Connection }) {
  const intl = useIntl();
  const online = useSyncExternalStore(connection.subscribe, connection.isOnline, () => true);
  const [continued, setContinued] = useState(false);
  // "Try again" reads the connection again: a web view may miss an `online` event.
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  // Each time the connection drops again, the popup is shown again.
  useEffect(() => {
    if (online) setContinued(false);
  }, [online]);
  return (
    <OfflinePopup isOpen={!online && !continued} onRetry={recheck} onContinueOffline={() => setContinued(true)}>
      <Text>{intl.formatMessage(m.stillWorks)}</Text>
    </OfflinePopup>
  );
}

/** Whether a new version waits for the next start, and reloading into it now. */
export type UpdateReady = { isReady(): boolean; subscribe(listener: () => void): () => void; reload(): void };

/** An UpdateReady that the live update fills: `offer` is given how to reload into the new bundle. */
export function createUpdateReady(): UpdateReady & { offer(reload: () => void): void } {
  let reloadInto: (() => void) | null = null;
  const listeners = new Set<() => void>();
  return {
    isReady: () => reloadInto !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    reload: () => reloadInto?.(),
    offer(reload) {
      reloadInto = reload;
      listeners.forEach((listener) => listener());
    },
  };
}

export function UpdateReadyPopup({ update }: { update: UpdateReady }) {
  const ready = useSyncExternalStore(update.subscribe, update.isReady, () => false);
  return <NeedsRefreshPopup isOpen={ready} onRefresh={update.reload} />;
}

/** The layers ./start.ts registers. */
export const noInternetLayer = (connection: Connection) =>
  function NoInternet() {
    return <NoInternetPopup connection={connection} />;
  };

export const updateReadyLayer = (update: UpdateReady) =>
  function UpdateReadyLayer() {
    return <UpdateReadyPopup update={update} />;
  };
