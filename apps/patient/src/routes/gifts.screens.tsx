// The gift routes' pages, loaded with the Gold area's chunk rather than with every page's entry.
import { sessionStorageKeys } from '@mat/domain';
import { ApplyGiftCodeScreen, GiftPurchaseScreen, GiftWelcomeScreen } from '@mat/features/gold';
import { Navigate, useParams, useSearch } from '@tanstack/react-router';
import { returnOrigin } from '../browser';
import { rootRoute } from './root';

export const APPLY_GIFT_CODE = '/gift-codes/apply-gift-code';

const GIFT_CODES = '/gift-codes';

/**
 * A code kept from a gift's link is redeemed first; else the purchase page, which the bank's
 * challenge page comes back to with ?payment_method= (or ?setup_failed=1) as checkout does.
 */
export function GiftCodes() {
  const search = useSearch({ strict: false }) as { payment_method?: string; setup_failed?: string };
  if (sessionStorage.getItem(sessionStorageKeys.redeemGiftCode)) return <Navigate to={APPLY_GIFT_CODE} replace />;
  return (
    <GiftPurchaseScreen
      redeemHref={APPLY_GIFT_CODE}
      returnUrl={`${returnOrigin}${GIFT_CODES}`}
      challenge={{ paymentMethod: search.payment_method, failed: search.setup_failed === '1' }}
    />
  );
}

export function ApplyGiftCode() {
  return <ApplyGiftCodeScreen membershipHref="/manage-membership" />;
}

/**
 * The gift's link (/gift/{giftCode}, and /redeem-membership-email/{code} from the e-mail): a signed-in
 * patient redeems it at once; a visitor signs in or registers first.
 */
export function GiftLink() {
  const params = useParams({ strict: false }) as { giftCode?: string; code?: string };
  const giftCode = params.giftCode ?? params.code ?? '';
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
