import { familyQueries, monitorsMutations } from '@mat/api';
import { Button, Checkbox, CheckboxGroup, Form, Heading, LinkButton, Text, StartIcon } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../../provider/MatContext';
import { useErrorText } from '../../shared/useErrorText';
import * as screen from '../../shared/screen.css';
import { useMonitors } from '../shared/usePressureMonitor';
import { kickCounterMessages as m } from './kickCounter.messages';
import { KickCounterGuide } from './KickCounterGuide';
import { MonitorArticles } from '../../articles/MonitorArticles';
import { useSpeaksOfOngoingPregnancy } from '../../family/usePregnancy';

export interface KickCounterInfoScreenProps {
  /**
   * get-started (/kick-counter/get-started) also creates counters for expected babies;
   * learn-more (/kick-counter/{id}/add-reading/learn-more) leads back to counting.
   */
  mode: 'getStarted' | { learnMoreFor: number };
  /** Called with the first new counter's id once counters are created. */
  onCreated?: (monitorId: number) => void;
}

/** The kick counting guidance, and on get-started a counter per expected baby (create-monitor). */
export function KickCounterInfoScreen({ mode, onCreated }: KickCounterInfoScreenProps) {
  const intl = useIntl();
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(mode === 'getStarted' ? m.getStartedTitle : m.learnMore)}</Heading>
      <KickCounterGuide />
      {mode === 'getStarted' ? (
        <CreateCounters onCreated={onCreated} />
      ) : (
        <>
          <LinkButton icon={<StartIcon />} href={`/kick-counter/${mode.learnMoreFor}/add-reading`}>
            {intl.formatMessage(m.start)}
          </LinkButton>
          <MonitorArticles monitorId={mode.learnMoreFor} />
        </>
      )}
    </div>
  );
}

function CreateCounters({ onCreated }: { onCreated?: (monitorId: number) => void }) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const { describe } = useErrorText();
  const monitors = useMonitors();
  const children = useQuery(familyQueries.listChildren(client));
  const create = useMutation(monitorsMutations.createKickCounters(client));
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const counters = (monitors.data ?? []).filter((monitor) => monitor.type === 'kick_counter');
  const followed = new Set(counters.map((counter) => counter.child_id));
  const expected = (children.data ?? []).filter((child) => child.date_of_birth === null && !followed.has(child.id));
  // After a reported loss (or the birth) there is nothing to count for: say so, offer no counter.
  const pregnancyGoingOn = useSpeaksOfOngoingPregnancy();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (picked.length === 0) return setError(intl.formatMessage({ id: 'validation.pickOneOption' }));
    try {
      const created = await create.mutateAsync({ body: { children: picked.map(Number) } });
      await queryClient.invalidateQueries({ queryKey: ['monitors'] });
      if (created[0]) onCreated?.(created[0].id);
    } catch (failure) {
      setError(describe(failure).form ?? intl.formatMessage({ id: 'errors.generic' }));
    }
  }

  if (pregnancyGoingOn === false) return <Text>{intl.formatMessage({ id: 'validation.noOngoingPregnancy' })}</Text>;
  return (
    <>
      {counters.map((counter) => (
        <LinkButton key={counter.id} href={`/kick-counter/${counter.id}`} variant="secondary">
          {counter.name}
        </LinkButton>
      ))}
      {children.isSuccess && expected.length === 0 && counters.length === 0 && (
        <Text>{intl.formatMessage(m.noExpected)}</Text>
      )}
      {expected.length > 0 && (
        <Form onSubmit={submit} error={error} validationBehavior="aria" className={screen.form}>
          <CheckboxGroup label={intl.formatMessage(m.chooseBabies)} value={picked} onChange={setPicked}>
            {expected.map((child) => (
              <Checkbox key={child.id} value={String(child.id)}>
                {child.first_name}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <Button icon={<StartIcon />} type="submit" variant="primary" isPending={create.isPending}>
            {intl.formatMessage(m.create)}
          </Button>
        </Form>
      )}
    </>
  );
}
