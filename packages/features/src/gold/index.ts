// @mat/features/gold: Gold membership and its payments (spec 2, 4, 5, 8, 9): the offer and what it
// includes, checkout with the order summary and the card form of the processor in use (the local
// processor's, or Stripe's Payment Element loaded only there), the bank's challenge, managing the
// membership (downgrade, renew again, one more month), and billing: cards, purchases, balance.
export { GoldScreen, type GoldScreenProps } from './GoldScreen';
export { CheckoutScreen, type CheckoutScreenProps } from './CheckoutScreen';
export { ManageMembershipScreen, type ManageMembershipScreenProps } from './ManageMembershipScreen';
export { DowngradeScreen } from './DowngradeScreen';
export { ResubscribeScreen } from './ResubscribeScreen';
export { BillingScreen, type BillingScreenProps } from './BillingScreen';
export {
  PaymentMethodEditScreen,
  PaymentMethodDeleteScreen,
  type PaymentMethodScreenProps,
} from './PaymentMethodScreens';
export { GiftPurchaseScreen, type GiftPurchaseScreenProps } from './GiftPurchaseScreen';
export {
  ApplyGiftCodeScreen,
  GiftWelcomeScreen,
  type ApplyGiftCodeScreenProps,
  type GiftWelcomeScreenProps,
} from './GiftRedeemScreens';
