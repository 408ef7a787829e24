// Gold routes (spec 2): /gold (members go to /manage-membership, the guard says so) and /gold-info;
// checkout at /gold/subscribe and /membership/prolong; /gold/downgrade and /gold/resubscribe;
// /billing with /payment-method/edit/{uuid} and /payment-method/delete/{uuid}.
import { createRoute, lazyRouteComponent, useParams, useSearch } from '@tanstack/react-router';
import { navigationContext, returnOrigin } from '../browser';
import { withMessages } from '../messages/load';
import { mainLayout, useGo } from './root';

const gold = withMessages(['gold'], () => import('@mat/features/gold'));
const GoldScreen = lazyRouteComponent(gold, 'GoldScreen');
const CheckoutScreen = lazyRouteComponent(gold, 'CheckoutScreen');
const ManageMembershipScreen = lazyRouteComponent(gold, 'ManageMembershipScreen');
const DowngradeScreen = lazyRouteComponent(gold, 'DowngradeScreen');
const ResubscribeScreen = lazyRouteComponent(gold, 'ResubscribeScreen');
const BillingScreen = lazyRouteComponent(gold, 'BillingScreen');
const PaymentMethodEditScreen = lazyRouteComponent(gold, 'PaymentMethodEditScreen');
const PaymentMethodDeleteScreen = lazyRouteComponent(gold, 'PaymentMethodDeleteScreen');

const MANAGE = '/manage-membership';
const BILLING = '/billing';
const hrefs = { join: '/gold/subscribe', manage: MANAGE, info: '/gold-info' };

/** Checkout: the bank's challenge page comes back here with ?payment_method= (or ?setup_failed=1). */
function Checkout({ purpose }: { purpose: 'subscribe' | 'prolong' }) {
  const go = useGo();
  const search = useSearch({ strict: false }) as { payment_method?: string; setup_failed?: string };
  const path = purpose === 'subscribe' ? '/gold/subscribe' : '/membership/prolong';
  return (
    <CheckoutScreen
      purpose={purpose}
      returnUrl={`${returnOrigin}${path}`}
      challenge={{ paymentMethod: search.payment_method, failed: search.setup_failed === '1' }}
      nativeMobile={navigationContext().nativeMobile}
      onPaid={() => go(MANAGE)}
    />
  );
}

/** Billing: the bank's challenge page for a card being added comes back here as checkout does. */
function Billing() {
  const search = useSearch({ strict: false }) as { payment_method?: string; setup_failed?: string };
  return (
    <BillingScreen
      editHref={(id) => `/payment-method/edit/${encodeURIComponent(id)}`}
      deleteHref={(id) => `/payment-method/delete/${encodeURIComponent(id)}`}
      returnUrl={`${returnOrigin}${BILLING}`}
      challenge={{ paymentMethod: search.payment_method, failed: search.setup_failed === '1' }}
    />
  );
}

function PaymentMethod({ action }: { action: 'edit' | 'delete' }) {
  const go = useGo();
  const { uuid } = useParams({ strict: false }) as { uuid: string };
  const Screen = action === 'edit' ? PaymentMethodEditScreen : PaymentMethodDeleteScreen;
  return <Screen cardId={uuid} backHref={BILLING} onDone={() => go(BILLING)} />;
}

const route = (path: string, component: () => React.ReactNode) =>
  createRoute({ getParentRoute: () => mainLayout, path, component });

export const goldRoutes = [
  route('/gold', () => <GoldScreen variant="offer" hrefs={hrefs} />),
  route('/gold-info', () => <GoldScreen variant="info" hrefs={hrefs} />),
  route('/gold/subscribe', () => <Checkout purpose="subscribe" />),
  route('/membership/prolong', () => <Checkout purpose="prolong" />),
  route(MANAGE, () => (
    <ManageMembershipScreen
      hrefs={{
        downgrade: '/gold/downgrade',
        resubscribe: '/gold/resubscribe',
        prolong: '/membership/prolong',
        billing: BILLING,
        info: '/gold-info',
      }}
    />
  )),
  route('/gold/downgrade', () => <DowngradeScreen keepHref={MANAGE} manageHref={MANAGE} />),
  route('/gold/resubscribe', () => <ResubscribeScreen manageHref={MANAGE} billingHref={BILLING} />),
  route(BILLING, () => <Billing />),
  route('/payment-method/edit/$uuid', () => <PaymentMethod action="edit" />),
  route('/payment-method/delete/$uuid', () => <PaymentMethod action="delete" />),
];
