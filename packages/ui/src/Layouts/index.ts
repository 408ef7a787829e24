export { AuthLayout, type AuthLayoutProps } from './AuthLayout';
export {
  PublicFooter,
  PublicHeader,
  PublicLayout,
  type PublicHeaderProps,
  type PublicLayoutProps,
} from './PublicLayout';
export { EmptyLayout, type EmptyLayoutProps } from './EmptyLayout';
export { SkipLink, MAIN_ID } from './SkipLink';
export { MainHeader, type MainHeaderProps } from './MainHeader';
export { LandingLayout, type LandingLayoutProps } from './LandingLayout';
export { AppLayout, type AppLayoutProps } from './AppLayout';
export { BrandMark, type BrandMarkProps } from './BrandMark';
