// Gift memberships (spec 2): /gift-codes (the gift purchase page) and /gift-codes/apply-gift-code
// for signed-in patients; /gift/{giftCode}, /redeem-membership-email/{code} and /redeem-membership for visitors, who keep the code
// (session storage redeem_gift_code) until they have signed in or created an account. The pages
// are in ./gifts.screens, so the entry that every page loads carries only these paths.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withMessages } from '../messages/load';
import { authLayout, mainLayout } from './root';

const screens = withMessages(['gold'], () => import('./gifts.screens'));

export const giftRoutes = [
  createRoute({
    getParentRoute: () => mainLayout,
    path: '/gift-codes',
    component: lazyRouteComponent(screens, 'GiftCodes'),
  }),
  createRoute({
    getParentRoute: () => mainLayout,
    path: '/gift-codes/apply-gift-code',
    component: lazyRouteComponent(screens, 'ApplyGiftCode'),
  }),
];

export const publicGiftRoutes = [
  createRoute({
    getParentRoute: () => authLayout,
    path: '/gift/$giftCode',
    component: lazyRouteComponent(screens, 'GiftLink'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: '/redeem-membership',
    component: lazyRouteComponent(screens, 'RedeemMembership'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: '/redeem-membership-email/$code',
    component: lazyRouteComponent(screens, 'GiftLink'),
  }),
];
