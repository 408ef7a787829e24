// Care routes (spec 2): /care, the care plan with groups and classes; /care-plan/{id} for one item
// (numeric ids only); /request-an-appointment/{id?} (the organization asked from the start); /support-session/{uuid}, /support-session/reserve/{uuid} and
// /support-session/cancel/{uuid} for one session of an offer, the offer named by ?product={id};
// /appointment/{uuid} and /appointment/cancel/{uuid} for one booked appointment.
// /video/session/{uuid}, the waiting room and the call; /video/connect/{code}, a video link (public).
import { createRoute, lazyRouteComponent, redirect, useParams, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { withMessages } from '../messages/load';
import { authLayout, mainLayout, rootRoute, useGo } from './root';

const care = withMessages(['care'], () => import('@mat/features/care'));
const CareScreen = lazyRouteComponent(care, 'CareScreen');
const CarePlanItemScreen = lazyRouteComponent(care, 'CarePlanItemScreen');
const SupportSessionScreen = lazyRouteComponent(care, 'SupportSessionScreen');
const RequestAppointmentScreen = lazyRouteComponent(care, 'RequestAppointmentScreen');
const AppointmentScreen = lazyRouteComponent(care, 'AppointmentScreen');
const VideoCallScreen = lazyRouteComponent(care, 'VideoCallScreen');
const VideoLinkScreen = lazyRouteComponent(care, 'VideoLinkScreen');

const CARE_HREF = '/care';
const REQUEST_HREF = '/request-an-appointment';
const itemHref = (id: number) => `/care-plan/${id}`;
const appointmentHrefs = (uuid: string) => ({ view: `/appointment/${uuid}`, cancel: `/appointment/cancel/${uuid}` });
const appointmentHref = (uuid: string) => appointmentHrefs(uuid).view;
const sessionHrefs = (product: number, uuid: string) => ({
  view: `/support-session/${uuid}?product=${product}`,
  reserve: `/support-session/reserve/${uuid}?product=${product}`,
  cancel: `/support-session/cancel/${uuid}?product=${product}`,
});

function CarePlanItem() {
  const go = useGo();
  const { id } = useParams({ strict: false }) as { id: number };
  return (
    <CarePlanItemScreen
      id={id}
      careHref={CARE_HREF}
      onUnassigned={() => go(CARE_HREF)}
      appointmentHref={appointmentHref}
    />
  );
}

function RequestAppointment() {
  const go = useGo();
  const { id } = useParams({ strict: false }) as { id?: string };
  const organizationId = id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;
  return <RequestAppointmentScreen organizationId={organizationId} onRequested={() => go(CARE_HREF)} />;
}

/** The offer a session page names in ?product= (the router may have parsed it to a number). */
const productOf = (search: { product?: unknown }) => {
  const value = search.product === undefined ? '' : String(search.product);
  return /^\d+$/.test(value) ? Number(value) : null;
};

function Session({ intent }: { intent: 'view' | 'reserve' | 'cancel' }) {
  const go = useGo();
  const { uuid } = useParams({ strict: false }) as { uuid: string };
  const product = productOf(useSearch({ strict: false }));
  // Only while leaving for a page without ?product= (sessionRoute sends any other visit to Care).
  if (product === null) return null;
  const hrefs = sessionHrefs(product, uuid);
  return (
    <SupportSessionScreen
      key={`${intent}-${uuid}`}
      product={product}
      uuid={uuid}
      intent={intent}
      hrefs={hrefs}
      careHref={CARE_HREF}
      onDone={() => go(hrefs.view)}
    />
  );
}

function Appointment({ intent }: { intent: 'view' | 'cancel' }) {
  const go = useGo();
  const { uuid } = useParams({ strict: false }) as { uuid: string };
  const hrefs = appointmentHrefs(uuid);
  return (
    <AppointmentScreen
      key={`${intent}-${uuid}`}
      uuid={uuid}
      intent={intent}
      hrefs={hrefs}
      careHref={CARE_HREF}
      onCancelled={() => go(hrefs.view)}
    />
  );
}

function VideoCall() {
  const { uuid } = useParams({ strict: false }) as { uuid: string };
  return <VideoCallScreen key={uuid} uuid={uuid} careHref={CARE_HREF} />;
}

function VideoLink() {
  const go = useGo();
  const { code } = useParams({ strict: false }) as { code: string };
  const { getSession } = rootRoute.useRouteContext();
  return (
    <VideoLinkScreen
      code={code}
      signedIn={getSession().loggedIn}
      loginHref="/auth/login"
      onOpen={(uuid) => go(`/video/session/${uuid}`)}
    />
  );
}

const route = (path: string, component: () => ReactNode) =>
  createRoute({ getParentRoute: () => mainLayout, path, component });

// Without its offer a session cannot be found: Care lists the offers. Decided before the page
// renders: a screen that navigates as it renders can do it again on its way out, and send the
// patient back from where she was going.
const sessionRoute = (path: string, intent: 'view' | 'reserve' | 'cancel') =>
  createRoute({
    getParentRoute: () => mainLayout,
    path,
    beforeLoad: ({ search }) => {
      if (productOf(search) === null) throw redirect({ href: CARE_HREF, replace: true });
    },
    component: () => <Session intent={intent} />,
  });

export const careRoutes = [
  route('/care', () => (
    <CareScreen
      itemHref={itemHref}
      sessionHref={(product, uuid) => sessionHrefs(product, uuid).view}
      requestHref={REQUEST_HREF}
      appointmentHref={appointmentHref}
    />
  )),
  createRoute({
    getParentRoute: () => mainLayout,
    path: '/care-plan/$id',
    params: {
      // Any other value is not a page (the router's 404).
      parse: ({ id }: { id: string }) => {
        if (!/^\d+$/.test(id)) throw new Error(`Not a numeric id: ${id}`);
        return { id: Number(id) };
      },
      stringify: ({ id }: { id: number }) => ({ id: String(id) }),
    },
    component: CarePlanItem,
  }),
  route(REQUEST_HREF, RequestAppointment),
  route(`${REQUEST_HREF}/$id`, RequestAppointment),
  sessionRoute('/support-session/$uuid', 'view'),
  sessionRoute('/support-session/reserve/$uuid', 'reserve'),
  sessionRoute('/support-session/cancel/$uuid', 'cancel'),
  route('/appointment/$uuid', () => <Appointment intent="view" />),
  route('/appointment/cancel/$uuid', () => <Appointment intent="cancel" />),
  route('/video/session/$uuid', VideoCall),
];

/** Public: a link opened before signing in still says what it leads to. */
export const videoLinkRoutes = [
  createRoute({ getParentRoute: () => authLayout, path: '/video/connect/$code', component: VideoLink }),
];
