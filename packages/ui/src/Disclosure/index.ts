export { Accordion, Disclosure, type DisclosureProps } from './Disclosure';
