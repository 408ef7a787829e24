export {
  EmptyIllustration,
  NewbornIllustration,
  PregnancyIllustration,
  WelcomeIllustration,
  type IllustrationProps,
} from './Illustration';
export {
  BabySizeIllustration,
  babySizeFamily,
  type BabySizeFamily,
  type BabySizeIllustrationProps,
} from './BabySizeIllustration';
