// Monitor routes (spec 2): blood pressure, kick counter, baby weight and reminders, with numeric
// ids. The root guards already send users without gold view from /kick-counter/... to Me.
import { createRoute, lazyRouteComponent, useParams, type RouteComponent } from '@tanstack/react-router';
import { withMessages } from '../messages/load';
import { withPrefetch } from './prefetch';
import { mainLayout, useGo } from './root';

// The monitors' screens load with the first monitor page, in a chunk of their own.
const monitors = withMessages(['monitors'], () => import('@mat/features/monitors'));
const BloodPressureFormScreen = lazyRouteComponent(monitors, 'BloodPressureFormScreen');
const BloodPressureReadingScreen = lazyRouteComponent(monitors, 'BloodPressureReadingScreen');
const KickCountReadingScreen = lazyRouteComponent(monitors, 'KickCountReadingScreen');
const KickCountSessionScreen = lazyRouteComponent(monitors, 'KickCountSessionScreen');
const KickCounterInfoScreen = lazyRouteComponent(monitors, 'KickCounterInfoScreen');
const KickCounterScreen = lazyRouteComponent(monitors, 'KickCounterScreen');
const ReminderDeleteScreen = lazyRouteComponent(monitors, 'ReminderDeleteScreen');
const ReminderFormScreen = lazyRouteComponent(monitors, 'ReminderFormScreen');
const RemindersScreen = lazyRouteComponent(monitors, 'RemindersScreen');
const WeightFormScreen = lazyRouteComponent(monitors, 'WeightFormScreen');
const WeightMonitorScreen = lazyRouteComponent(monitors, 'WeightMonitorScreen');
const WeightReadingScreen = lazyRouteComponent(monitors, 'WeightReadingScreen');
// The blood pressure monitor's page, the one opened most, in a chunk of its own: with the monitors'
// chunk it waited for every monitor's screens and forms (the date picker and its overlays among
// them). Lighthouse's mobile profile, 5 cold pairs alternated: LCP 4.9 s → 3.5 s, score 65 → 79.
const BloodPressureScreen = lazyRouteComponent(
  withMessages(['monitors'], () => import('@mat/features/monitors/blood-pressure')),
  'BloodPressureScreen',
);
const BloodPressureInfo = lazyRouteComponent(
  withMessages(['monitors'], () => import('./monitors.screens')),
  'BloodPressureInfo',
);

// The monitor's first page of readings, asked while the route loads. Not the monitors' screens with
// it: asked at start beside the session check, that chunk slowed the first paint more than it saved
// (Lighthouse's mobile profile: speed index about 1.9 s to 2.3 s).
const pressurePrefetch = withPrefetch((queries, params) => {
  void import('@mat/features/monitors/prefetch').then((data) =>
    data.prefetchBloodPressure(queries, Number(params.monitorId)),
  );
});

type Mode = 'view' | 'edit' | 'remove';

/** A route whose path ends in numeric ids; any other value is not a page (the router's 404). */
function route(path: string, component: RouteComponent, prefetch?: ReturnType<typeof withPrefetch>) {
  return createRoute({
    getParentRoute: () => mainLayout,
    path,
    ...prefetch,
    params: {
      parse: (raw: Record<string, string>) => {
        for (const value of Object.values(raw)) if (!/^\d+$/.test(value)) throw new Error(`Not a numeric id: ${value}`);
        return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Number(value)]));
      },
      stringify: (params: Record<string, number>) =>
        Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
    },
    component,
  });
}

function useId(name: string): number {
  const params = useParams({ strict: false }) as Record<string, number | string | undefined>;
  return Number(params[name]);
}

function BloodPressureReading({ mode }: { mode: Mode }) {
  const go = useGo();
  const id = useId('pressureId');
  return (
    <BloodPressureReadingScreen
      readingId={id}
      mode={mode}
      onDone={(monitorId) =>
        go(monitorId === null ? `/blood-pressure/readings/${id}/view` : `/blood-pressure/${monitorId}`)
      }
    />
  );
}

function KickCountReading({ mode }: { mode: Mode }) {
  const go = useGo();
  const id = useId('readingId');
  return (
    <KickCountReadingScreen
      readingId={id}
      mode={mode}
      onDone={(monitorId) =>
        go(monitorId === null ? `/kick-counter/readings/${id}/view` : `/kick-counter/${monitorId}`)
      }
    />
  );
}

function WeightReading({ mode }: { mode: Mode }) {
  const go = useGo();
  const id = useId('readingId');
  return (
    <WeightReadingScreen
      readingId={id}
      mode={mode}
      onDone={(monitorId) =>
        go(monitorId === null ? `/weight-monitor/reading/${id}/view` : `/weight-monitor/${monitorId}`)
      }
    />
  );
}

export const monitorRoutes = [
  route('/blood-pressure/info', BloodPressureInfo),
  route('/blood-pressure/learn-more', BloodPressureInfo),
  route('/blood-pressure/$monitorId', () => <BloodPressureScreen monitorId={useId('monitorId')} />, pressurePrefetch),
  route(
    '/blood-pressure/$monitorId/readings',
    () => <BloodPressureScreen monitorId={useId('monitorId')} />,
    pressurePrefetch,
  ),
  route('/blood-pressure/readings/$pressureId/view', () => <BloodPressureReading mode="view" />),
  route('/blood-pressure/$monitorId/reading/add', () => {
    const monitorId = useId('monitorId');
    return <BloodPressureFormScreen monitorId={monitorId} monitorHref={`/blood-pressure/${monitorId}`} />;
  }),
  route('/blood-pressure/reading/$pressureId/edit', () => <BloodPressureReading mode="edit" />),
  route('/blood-pressure/reading/$pressureId/remove', () => <BloodPressureReading mode="remove" />),

  route('/kick-counter/get-started', () => {
    const go = useGo();
    return <KickCounterInfoScreen mode="getStarted" onCreated={(monitorId) => go(`/kick-counter/${monitorId}`)} />;
  }),
  route('/kick-counter/$monitorId', () => <KickCounterScreen monitorId={useId('monitorId')} />),
  route('/kick-counter/$monitorId/readings', () => <KickCounterScreen monitorId={useId('monitorId')} />),
  route('/kick-counter/readings/$readingId/view', () => <KickCountReading mode="view" />),
  route('/kick-counter/$monitorId/add-reading', () => {
    const go = useGo();
    const monitorId = useId('monitorId');
    return (
      <KickCountSessionScreen
        monitorId={monitorId}
        onDone={(reading) => go(reading ? `/kick-counter/readings/${reading.id}/view` : `/kick-counter/${monitorId}`)}
      />
    );
  }),
  route('/kick-counter/$monitorId/add-reading/learn-more', () => (
    <KickCounterInfoScreen mode={{ learnMoreFor: useId('monitorId') }} />
  )),
  route('/kick-counter/readings/$readingId/edit', () => <KickCountReading mode="edit" />),
  route('/kick-counter/readings/$readingId/remove', () => <KickCountReading mode="remove" />),

  route('/weight-monitor/$monitorId', () => <WeightMonitorScreen monitorId={useId('monitorId')} />),
  route('/weight-monitor/$monitorId/readings', () => <WeightMonitorScreen monitorId={useId('monitorId')} />),
  route('/weight-monitor/reading/$readingId/view', () => <WeightReading mode="view" />),
  route('/weight-monitor/$monitorId/reading/add', () => {
    const go = useGo();
    return (
      <WeightFormScreen monitorId={useId('monitorId')} onSaved={(monitorId) => go(`/weight-monitor/${monitorId}`)} />
    );
  }),
  route('/weight-monitor/reading/$readingId/edit', () => <WeightReading mode="edit" />),
  route('/weight-monitor/reading/$readingId/remove', () => <WeightReading mode="remove" />),

  route('/monitor-reminders/$id', () => <RemindersScreen monitorId={useId('id')} />),
  route('/monitor-reminders/$id/add', () => {
    const go = useGo();
    return (
      <ReminderFormScreen monitorId={useId('id')} onSaved={(monitorId) => go(`/monitor-reminders/${monitorId}`)} />
    );
  }),
  route('/monitor-reminders/$id/edit', () => {
    const go = useGo();
    return (
      <ReminderFormScreen reminderId={useId('id')} onSaved={(monitorId) => go(`/monitor-reminders/${monitorId}`)} />
    );
  }),
  route('/monitor-reminders/$id/delete', () => {
    const go = useGo();
    return (
      <ReminderDeleteScreen reminderId={useId('id')} onDone={(monitorId) => go(`/monitor-reminders/${monitorId}`)} />
    );
  }),
];
