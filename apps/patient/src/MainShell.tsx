// The signed-in app's layout: its places (Today, Team, Care, Me) in a tab bar on phones and a rail on
// desktops, notifications and an account menu (settings, the other language, log out) in the
// header. Loaded with the first page of the main layout. The signed-in app has no website footer:
// below the tab bar it read as a seam; its links (terms, privacy, support) are rows of Me.
import { useInviteDue, useSession, useUnreadConversations, useUnreadNotifications } from '@mat/features';
import {
  AppLayout,
  BottomNavigation,
  Button,
  CareIcon,
  IconButton,
  IconLink,
  MainHeader,
  MenuIcon,
  MeIcon,
  NotificationsIcon,
  PublicHeader,
  PublicLayout,
  Stepper,
  TeamIcon,
  TodayIcon,
  UnreadBadge,
} from '@mat/ui';
import { Outlet, useChildMatches, useRouteContext, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { firstRunStep } from './firstRun';
import { withMessages } from './messages/load';
import { placeHrefs, placeOf } from './places';
import { Brand, Footer, LanguageSwitch, type ShellProps } from './Shell';
import { shellMessages as m } from './shell.messages';
import * as shellStyles from './Shell.css';

function NotificationsLink() {
  const intl = useIntl();
  const unread = useUnreadNotifications();
  return (
    <IconLink href="/notifications" label={intl.formatMessage(m.notifications, { unread })}>
      <NotificationsIcon width="1.5rem" height="1.5rem" />
      {unread > 0 && (
        <span data-badge aria-hidden="true">
          <UnreadBadge count={unread} />
        </span>
      )}
    </IconLink>
  );
}

type AccountMenuModule = typeof import('./AccountMenu');
let accountMenuModule: AccountMenuModule | undefined;
const loadAccountMenu = () =>
  import('./AccountMenu').then((module) => {
    accountMenuModule = module;
    return module;
  });

// The account menu's chunks (a menu, a popover and their overlay code: about ten requests, and a
// 140 ms task on Lighthouse's slower phone) are none of what a page first shows: they are asked
// once the patient reaches for the menu (its button hovered, touched or focused), or this long
// after the page came.
const ACCOUNT_MENU_AFTER_MS = 10_000;

/**
 * The account menu (./AccountMenu) comes when it is wanted (ACCOUNT_MENU_AFTER_MS); until then its
 * button stands in its place, and a press or the focus it took carries over to the menu's own
 * button. It is swapped in by state, not by lazy() and Suspense: a suspension in the header as the
 * first run ends (the menu's first appearance) came in the same render as the page's own change,
 * and Preact kept the last step's DOM beside Today.
 */
function AccountMenu(props: Omit<ShellProps, 'children'>) {
  const intl = useIntl();
  const [loaded, setLoaded] = useState(accountMenuModule);
  const [wanted, setWanted] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (loaded) return;
    const later = setTimeout(() => setWanted(true), ACCOUNT_MENU_AFTER_MS);
    return () => clearTimeout(later);
  }, [loaded]);
  useEffect(() => {
    if (loaded || !wanted) return;
    let current = true;
    void loadAccountMenu().then((module) => current && setLoaded(module));
    return () => {
      current = false;
    };
  }, [loaded, wanted]);
  if (loaded) return <loaded.AccountMenu {...props} defaultOpen={pressed} autoFocus={focused} />;
  // As react-aria's own menu button does, a mouse or key press counts when it starts and a touch
  // when it ends. A press that ended on the menu's arriving button would otherwise be lost: that
  // button never saw it start, and the stand-in is gone before it ends.
  return (
    <IconButton
      label={intl.formatMessage(m.accountMenu)}
      onHoverStart={() => setWanted(true)}
      onPressStart={(event) => {
        setWanted(true);
        if (event.pointerType !== 'touch') setPressed(true);
      }}
      onPress={(event) => event.pointerType === 'touch' && setPressed(true)}
      onFocusChange={(isFocused) => {
        setFocused(isFocused);
        if (isFocused) setWanted(true);
      }}
      aria-haspopup="menu"
    >
      <MenuIcon width="1.5rem" height="1.5rem" />
    </IconButton>
  );
}

// The invites modal (spec 2, 4) over every page of the signed-in app, loaded only once an invite is
// due (useInviteDue): it brings the organization screens' chunks and messages, which a page without
// an invite never needs.
const LazyInvitesModal = lazy(() =>
  withMessages(['organizations'], () => import('@mat/features/organizations'))().then((module) => ({
    default: module.InvitesModal,
  })),
);
// Where an invite would interrupt: the first steps of the account, and a video visit under way.
const noInvitesOn = ['/register/intro', '/onboarding', '/feature-onboarding', '/video/session'];

function Invites() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (noInvitesOn.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return null;
  return <InviteWhenDue />;
}

function InviteWhenDue() {
  if (!useInviteDue()) return null;
  return (
    <Suspense fallback={null}>
      <LazyInvitesModal />
    </Suspense>
  );
}

function Places() {
  const intl = useIntl();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Polled every 30 s (spec 9), stopped by a 401 (spec 4).
  const unread = useUnreadConversations();
  const items = [
    { href: placeHrefs.today, label: intl.formatMessage(m.today), icon: <TodayIcon width="100%" height="100%" /> },
    {
      href: placeHrefs.team,
      label: intl.formatMessage(m.team),
      icon: <TeamIcon width="100%" height="100%" />,
      badge: unread > 0 ? <UnreadBadge count={unread} /> : undefined,
    },
    { href: placeHrefs.care, label: intl.formatMessage(m.care), icon: <CareIcon width="100%" height="100%" /> },
    { href: placeHrefs.me, label: intl.formatMessage(m.me), icon: <MeIcon width="100%" height="100%" /> },
  ];
  return <BottomNavigation items={items} currentHref={placeHrefs[placeOf(pathname)]} />;
}

/** The first run's way out of a step half done, as the account menu gives it in the app. */
function LogOut() {
  const intl = useIntl();
  const { signOut } = useSession();
  return (
    <Button variant="tertiary" onPress={() => void signOut()}>
      {intl.formatMessage(m.logOut)}
    </Button>
  );
}

/**
 * Where the page shown is in the first run (./firstRun), or null. The page shown, not the one on
 * its way: the progress and the header change with the page, not while the next one's chunk is
 * awaited ("Step 3 of 3" above step 2 for a moment).
 */
function useFirstRunStep() {
  const { user } = useSession();
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  return user ? firstRunStep(pathname, user.onboarding_version ?? 2) : null;
}

/** In the first run the language and a way out; in the app, notifications and the account menu. */
function HeaderActions({ locale, onLocaleChange }: Omit<ShellProps, 'children'>) {
  const step = useFirstRunStep();
  // The menu the first run leaves out is fetched during it, so the app's header is whole at once.
  useEffect(() => {
    if (step) void loadAccountMenu();
  }, [step]);
  return step ? (
    <>
      <LanguageSwitch locale={locale} onLocaleChange={onLocaleChange} />
      <LogOut />
    </>
  ) : (
    <>
      <NotificationsLink />
      <AccountMenu locale={locale} onLocaleChange={onLocaleChange} />
    </>
  );
}

/** The first run's progress above its step; an empty box in the app. */
function FirstRunProgress() {
  const step = useFirstRunStep();
  return (
    <div className={step ? shellStyles.firstRunProgress : undefined}>
      {step && <Stepper number={step.number} count={step.count} />}
    </div>
  );
}

/** The places, left out in the first run: nothing leads away from a step half done. */
function AppPlaces() {
  return useFirstRunStep() ? null : <Places />;
}

/** The signed-in app; for a visitor (a public page of the main layout), the plain public layout. */
export function MainShell({ locale, onLocaleChange, children }: ShellProps) {
  const { user } = useSession();
  if (!user) {
    return (
      <PublicLayout
        header={
          <PublicHeader
            brand={<Brand />}
            actions={<LanguageSwitch locale={locale} onLocaleChange={onLocaleChange} />}
          />
        }
        footer={<Footer />}
      >
        {children}
      </PublicLayout>
    );
  }
  // The first run (./firstRun) keeps this layout, and only its leaves (the header's actions, the
  // progress, the places) read where she is: the layout around the page does not render again as
  // the page changes. When it did (the first run's end changing the shell while Today's route was
  // suspended), Preact left the last step's page beside Today. An empty tab bar box takes no room
  // (AppLayout's navigation may be empty).
  return (
    <AppLayout
      header={
        <MainHeader brand={<Brand />} actions={<HeaderActions locale={locale} onLocaleChange={onLocaleChange} />} />
      }
      navigation={<AppPlaces />}
    >
      <FirstRunProgress />
      {children}
      <Invites />
    </AppLayout>
  );
}

/**
 * The main layout route's component: the shell around the matched page. The page's outlet is
 * keyed by its route, so another route's page is mounted afresh rather than updated in place:
 * updated in place, the route's Suspense boundary suspended with the last page in it while its
 * next page's chunk loaded, and Preact, putting the last page back as it resumed, left it beside
 * the next (the last onboarding step beside Today).
 */
export function MainLayout() {
  const { shell } = useRouteContext({ strict: false }) as { shell: Omit<ShellProps, 'children'> };
  const pageRoute = useChildMatches({
    select: (matches): string | undefined => matches[0]?.routeId,
    structuralSharing: false,
  });
  return (
    <MainShell {...shell}>
      <Outlet key={pageRoute} />
    </MainShell>
  );
}
