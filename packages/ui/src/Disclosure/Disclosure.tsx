import type { ReactNode } from 'react';
import {
  Button,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../icons';
import * as styles from './Disclosure.css';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'className' | 'style' | 'children'> {
  title: ReactNode;
  children: ReactNode;
  /** The heading level of the title within the page (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** A question with an answer that opens in place (FAQ). */
export function Disclosure({ title, children, headingLevel = 3, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={styles.disclosure}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          {title}
          <ChevronDownIcon className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}

/** A list of disclosures; `allowsMultipleExpanded` lets several stay open. */
export function Accordion(props: Omit<DisclosureGroupProps, 'className' | 'style'>) {
  return <AriaDisclosureGroup {...props} className={styles.group} />;
}
