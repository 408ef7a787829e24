export { PaywallOverlay, type PaywallOverlayProps } from './Paywall';
