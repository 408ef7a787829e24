// Gift memberships (spec 2): /gift-codes (the gift purchase page) and /gift-codes/apply-gift-code
// for signed-in patients; /gift/{giftCode} and /redeem-membership for visitors, who keep the code
// (session storage redeem_gift_code) until they have signed in or created an account.
import { sessionStorageKeys } from '@mat/domain';
import { Navigate, createRoute, lazyRouteComponent, useParams } from '@tanstack/react-router';
import { withMessages } from '../messages/load';
import { authLayout, mainLayout, rootRoute } from './root';

const gold = withMessages(['gold'], () => import('@mat/features/gold'));
const GiftPurchaseScreen = lazyRouteComponent(gold, 'GiftPurchaseScreen');
const ApplyGiftCodeScreen = lazyRouteComponent(gold, 'ApplyGiftCodeScreen');
const GiftWelcomeScreen = lazyRouteComponent(gold, 'GiftWelcomeScreen');

const APPLY = '/gift-codes/apply-gift-code';

/** A code kept from a gift's link is redeemed first; else the purchase page. */
function GiftCodes() {
  if (sessionStorage.getItem(sessionStorageKeys.redeemGiftCode)) return <Navigate to={APPLY} replace />;
  return <GiftPurchaseScreen redeemHref={APPLY} />;
}

/** The gift's link: a signed-in patient redeems it at once; a visitor signs in or registers first. */
function GiftLink() {
  const { giftCode } = useParams({ strict: false }) as { giftCode: string };
  const { getSession } = rootRoute.useRouteContext();
  if (getSession().loggedIn) {
    sessionStorage.setItem(sessionStorageKeys.redeemGiftCode, giftCode);
    return <Navigate to={APPLY} replace />;
  }
  return <GiftWelcomeScreen code={giftCode} registerHref="/auth/register" loginHref="/auth/login" />;
}

export const giftRoutes = [
  createRoute({ getParentRoute: () => mainLayout, path: '/gift-codes', component: GiftCodes }),
  createRoute({ getParentRoute: () => mainLayout, path: APPLY, component: () => <ApplyGiftCodeScreen membershipHref="/manage-membership" /> }),
];

export const publicGiftRoutes = [
  createRoute({ getParentRoute: () => authLayout, path: '/gift/$giftCode', component: GiftLink }),
  createRoute({ getParentRoute: () => authLayout, path: '/redeem-membership', component: () => <GiftWelcomeScreen registerHref="/auth/register" loginHref="/auth/login" /> }),
];
