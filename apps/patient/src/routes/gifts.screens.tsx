// The gift routes' pages, loaded with the Gold area's chunk rather than with every page's entry.
import { sessionStorageKeys } from '@mat/domain';
import { ApplyGiftCodeScreen, GiftPurchaseScreen, GiftWelcomeScreen } from '@mat/features/gold';
import { Navigate, useParams } from '@tanstack/react-router';
import { rootRoute } from './root';

export const APPLY_GIFT_CODE = '/gift-codes/apply-gift-code';

/** A code kept from a gift's link is redeemed first; else the purchase page. */
export function GiftCodes() {
  if (sessionStorage.getItem(sessionStorageKeys.redeemGiftCode)) return <Navigate to={APPLY_GIFT_CODE} replace />;
  return <GiftPurchaseScreen redeemHref={APPLY_GIFT_CODE} />;
}

export function ApplyGiftCode() {
  return <ApplyGiftCodeScreen membershipHref="/manage-membership" />;
}

/** The gift's link: a signed-in patient redeems it at once; a visitor signs in or registers first. */
export function GiftLink() {
  const { giftCode } = useParams({ strict: false }) as { giftCode: string };
  const { getSession } = rootRoute.useRouteContext();
  if (getSession().loggedIn) {
    sessionStorage.setItem(sessionStorageKeys.redeemGiftCode, giftCode);
    return <Navigate to={APPLY_GIFT_CODE} replace />;
  }
  return <GiftWelcomeScreen code={giftCode} registerHref="/auth/register" loginHref="/auth/login" />;
}

export function RedeemMembership() {
  return <GiftWelcomeScreen registerHref="/auth/register" loginHref="/auth/login" />;
}
