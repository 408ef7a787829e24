// The console's routes: sign-in, the inbox and a conversation, patients and a patient's record, video visits, and Care's
// appointment requests, sessions, care plans and visit summaries. Every page but sign-in needs a
// provider session; without one the root's guard sends the practitioner to sign in.
import {
  Navigate,
  Outlet,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  useRouter,
} from '@tanstack/react-router';
import type { TokenStore } from './browser';
import { ConsoleFrame } from './frame';
import { AppointmentRequestsScreen } from './screens/AppointmentRequestsScreen';
import { AssignCareScreen } from './screens/AssignCareScreen';
import { ConnectionsScreen } from './screens/ConnectionsScreen';
import { ConversationScreen } from './screens/ConversationScreen';
import { InboxScreen } from './screens/InboxScreen';
import { LoginScreen } from './screens/LoginScreen';
import { PatientRecordScreen } from './screens/PatientRecordScreen';
import { ScheduleSessionScreen } from './screens/ScheduleSessionScreen';
import { VideoRoomsScreen } from './screens/VideoRoomsScreen';
import { VisitSummariesScreen } from './screens/VisitSummariesScreen';

export type RouterContext = { tokens: TokenStore };

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => {
    const signedIn = context.tokens.get() !== null;
    if (!signedIn && location.pathname !== '/login') throw redirect({ to: '/login', replace: true });
    if (signedIn && location.pathname === '/login') throw redirect({ to: '/', replace: true });
  },
  component: () => (
    <ConsoleFrame>
      <Outlet />
    </ConsoleFrame>
  ),
  notFoundComponent: () => <Navigate to="/" replace />,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  component: function Login() {
    const router = useRouter();
    return <LoginScreen onSignedIn={() => void router.navigate({ to: '/', replace: true })} />;
  },
});

const inboxRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: InboxScreen });

const conversationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/conversations/$id',
  component: function Conversation() {
    const { id } = conversationRoute.useParams();
    const value = Number(id);
    // A malformed id is no conversation: back to the inbox.
    if (!Number.isInteger(value) || value < 1 || value > 2147483647) return <Navigate to="/" replace />;
    return <ConversationScreen key={id} id={value} />;
  },
});

/** A valid id of the staff API (1..2^31-1), or undefined. */
const recordId = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 2147483647 ? n : undefined;
};

const patientRecordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/patients/$id',
  // Where the record was opened from, for the way back: a conversation's id.
  validateSearch: (search: Record<string, unknown>): { conversation?: number } => {
    const conversation = recordId(search.conversation);
    return conversation === undefined ? {} : { conversation };
  },
  component: function PatientRecord() {
    const { id } = patientRecordRoute.useParams();
    const { conversation } = patientRecordRoute.useSearch();
    const value = recordId(id);
    if (value === undefined) return <Navigate to="/" replace />;
    return <PatientRecordScreen key={id} id={value} conversation={conversation} />;
  },
});

const videoRoute = createRoute({ getParentRoute: () => rootRoute, path: '/video', component: VideoRoomsScreen });

const connectionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/connections',
  component: ConnectionsScreen,
});

const requestsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/requests',
  component: AppointmentRequestsScreen,
});
const sessionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sessions',
  component: ScheduleSessionScreen,
});
const carePlanRoute = createRoute({ getParentRoute: () => rootRoute, path: '/care-plan', component: AssignCareScreen });
const summariesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/summaries',
  component: VisitSummariesScreen,
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  inboxRoute,
  conversationRoute,
  patientRecordRoute,
  connectionsRoute,
  videoRoute,
  requestsRoute,
  sessionsRoute,
  carePlanRoute,
  summariesRoute,
]);

export function createConsoleRouter(context: RouterContext) {
  return createRouter({ routeTree, context, defaultPendingComponent: () => null });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createConsoleRouter>;
  }
}
