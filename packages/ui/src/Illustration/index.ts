export { EmptyIllustration, NewbornIllustration, PregnancyIllustration, WelcomeIllustration, type IllustrationProps } from './Illustration';
