import {
  BabyIcon,
  BabySizeIcon,
  BabySizeIllustration,
  Card,
  Disclosure,
  Heading,
  Link,
  ParentFeelingIcon,
  PregnancyIcon,
  Skeleton,
  SourcesIcon,
  Text,
  ThisWeekToDoIcon,
  type IconProps,
} from '@mat/ui';
import type { ComponentType, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useShownTogether } from '../shared/ShownTogether';
import * as styles from './WeekCard.css';
import { weekCardMessages as m } from './WeekCard.messages';
import { useWeekContent, type WeekStage } from './weekContent';
import { weekTakeaway } from './weekTakeaway';

export interface WeekCardProps {
  stage: WeekStage;
  /** The week of content to show (from @mat/domain's pregnancyContentWeek or babyContentWeek). */
  week: number;
  /** The card's heading and what sits under it (the pregnancy's week and due date, the baby's age). */
  header: ReactNode;
  /** The drawing beside the heading; a week of pregnancy draws the baby's size instead, once known. */
  illustration: ReactNode;
  /** The baby's name for a baby's week ("Mateo this week"); the pregnancy speaks of "your baby". */
  babyName?: string;
  children?: ReactNode;
}

const stageIcon = { pregnancy: PregnancyIcon, baby: BabyIcon } as const;

function Section({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<IconProps>;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section}>
      <Heading level={4} size={4} className={styles.sectionHeading}>
        <Icon />
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * A week of Today's feed: the baby's size and the week's takeaway at a glance, then, behind a tap,
 * the baby's growth, the parent's side, one thing to do, and the sources.
 */
export function WeekCard({ stage, week, header, illustration, babyName, children }: WeekCardProps) {
  const intl = useIntl();
  const weekContent = useWeekContent(stage, week);
  useShownTogether(weekContent.isLoading);
  const found = weekContent.data;
  const size = found?.content.size ? intl.formatMessage(m.size, { size: found.content.size }) : null;
  return (
    <Card className={styles.card}>
      <div className={styles.header}>
        <div className={styles.headerText}>{header}</div>
        <div className={styles.art}>
          {stage === 'pregnancy' && size ? <BabySizeIllustration week={week} label={size} /> : illustration}
        </div>
      </div>
      {weekContent.isPending && <Skeleton lines={3} />}
      {weekContent.isError && <Text tone="danger">{intl.formatMessage({ id: 'errors.loadDataFailed' })}</Text>}
      {found && (
        <>
          {size && (
            <Text weight="bold">
              <BabySizeIcon style={{ verticalAlign: 'text-bottom', marginInlineEnd: '0.4em' }} />
              {size}
            </Text>
          )}
          {/* The week in one line; the rest waits behind a tap, so the card is short to read every day. */}
          <Text className={styles.takeaway}>{weekTakeaway(found.content.baby)}</Text>
          <Disclosure title={intl.formatMessage(m.details)} headingLevel={3}>
            <div className={styles.details}>
              <div className={styles.sections}>
                <Section
                  icon={stageIcon[stage]}
                  title={
                    babyName
                      ? intl.formatMessage(m.namedBabyThisWeek, { name: babyName })
                      : intl.formatMessage(m.babyThisWeek)
                  }
                >
                  <Text>{found.content.baby}</Text>
                </Section>
                <Section
                  icon={ParentFeelingIcon}
                  title={intl.formatMessage(stage === 'pregnancy' ? m.howYouMayFeel : m.forYou)}
                >
                  <Text>{found.content.parent}</Text>
                </Section>
                <Section icon={ThisWeekToDoIcon} title={intl.formatMessage(m.oneThingToDo)}>
                  <Text>{found.content.todo}</Text>
                </Section>
              </div>
              <Section icon={SourcesIcon} title={intl.formatMessage(m.sources)}>
                <ul className={styles.sources}>
                  {found.sources.map((source) => (
                    <li key={source.id}>
                      <Link href={source.url}>{source.title}</Link> ({source.publisher})
                    </li>
                  ))}
                </ul>
              </Section>
            </div>
          </Disclosure>
        </>
      )}
      {children}
    </Card>
  );
}
