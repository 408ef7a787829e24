import { questionnairesMutations, questionnairesQueries, type Schema } from '@mat/api';
import { Button, Checkbox, Heading, Link, Skeleton, Text } from '@mat/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../i18n/catalogue';
import { useMat } from '../provider/MatContext';
import { useFailureNotice } from '../shared/useFailureNotice';
import * as screen from '../shared/screen.css';
import { LinkNotFound } from './LinkNotFound';
import { surveyMessages as m } from './survey.messages';

export interface SurveyScreenProps {
  organization: string;
  slug: string;
  /** The language the survey is answered in (/s/{org}/{slug}/{inputLang}); else the app's. */
  inputLang?: 'en' | 'es';
  /** Called with the visitor's new run: the app opens its private link /q/{id}/{privateId}. */
  onStarted: (questionnaireId: number, privateId: string) => void;
  /** Where a visitor creates an account from the consent page, to come back here signed in. */
  registerHref?: string;
  /** True when the patient is back from the registration she began on this consent page. */
  fromRegistration?: boolean;
}

/**
 * /s/{organization}/{slug}/{inputLang?}: an organization's public survey. Its consent page says
 * who the answers go to; once agreed, a run is started for the visitor (no account needed) and the
 * survey goes on in its private link. A signed-in patient's visit to the page is recorded.
 */
export function SurveyScreen({
  organization,
  slug,
  inputLang,
  onStarted,
  registerHref,
  fromRegistration = false,
}: SurveyScreenProps) {
  const intl = useIntl();
  const { client, tokens, locale } = useMat();
  const language = inputLang ?? locale;
  const info = useQuery({
    ...questionnairesQueries.getSurveyInfo(client, {
      params: { path: { org: organization, slug }, header: { 'Accept-Language': language } },
    }),
    retry: false,
  });
  const signedIn = tokens.get() !== null;

  // The consent page's visits are counted per patient: a visitor without an account is not. One
  // back from the registration begun here is counted as that.
  useEffect(() => {
    if (!signedIn || !info.data) return;
    const params = { params: { path: { org: organization, slug } } };
    if (fromRegistration)
      void client.GET('/patient/consent-page-activities/land-on-register-from-consent/{org}/{slug}', params);
    else void client.GET('/patient/consent-page-activities/land-on-consent/{org}/{slug}', params);
  }, [signedIn, info.data, client, organization, slug, fromRegistration]);

  if (info.isError)
    return (
      <LinkNotFound
        error={info.error}
        title={intl.formatMessage(m.notFoundTitle)}
        body={intl.formatMessage(m.notFoundBody)}
      />
    );
  const survey = info.data;
  if (!survey) {
    return (
      <div className={screen.screen} aria-busy="true">
        <Skeleton />
      </div>
    );
  }

  return (
    <div className={screen.screen} lang={survey.language}>
      <Heading level={1}>{survey.title}</Heading>
      {survey.description && <Text>{survey.description}</Text>}
      <SurveyConsent
        survey={survey}
        organization={organization}
        slug={slug}
        language={language}
        onStarted={onStarted}
        registerHref={signedIn ? undefined : registerHref}
      />
    </div>
  );
}

/** Who the answers go to and agreeing to it (where the survey asks), then a run started for her: no account needed. */
function SurveyConsent({
  survey,
  organization,
  slug,
  language,
  onStarted,
  registerHref,
}: Pick<SurveyScreenProps, 'organization' | 'slug' | 'onStarted' | 'registerHref'> & {
  survey: Schema<'SurveyInfo'>;
  language: Locale;
}) {
  const intl = useIntl();
  const fail = useFailureNotice();
  const { client } = useMat();
  const start = useMutation(questionnairesMutations.startSurveyRun(client));
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);

  async function begin() {
    if (survey.consent_required && !agreed) return setMissing(true);
    try {
      const run = await start.mutateAsync({
        params: { path: { org: organization, slug } },
        body: { language: language === 'es' ? 'ES' : 'EN' },
      });
      onStarted(run.questionnaire_user.questionnaire_id, run.private_id);
    } catch (error) {
      fail(error, 'errors.generic');
    }
  }

  const organizationName = survey.organization.name;
  return (
    <section aria-labelledby="survey-consent" className={screen.form}>
      <Heading level={2} id="survey-consent">
        {intl.formatMessage(m.consentTitle)}
      </Heading>
      <Text>{intl.formatMessage(m.sharedWith, { organization: organizationName })}</Text>
      <Text>{intl.formatMessage(m.noAccount)}</Text>
      <Text size="small" tone="muted">
        {intl.formatMessage(m.privateLink)}
      </Text>
      {survey.consent_required && (
        <Checkbox
          isSelected={agreed}
          onChange={(value) => {
            setAgreed(value);
            setMissing(false);
          }}
          errorMessage={missing ? intl.formatMessage(m.agreeRequired) : undefined}
        >
          {intl.formatMessage(m.agree, { organization: organizationName })}
        </Checkbox>
      )}
      <div className={screen.actions}>
        <Button onPress={() => void begin()} isPending={start.isPending}>
          {intl.formatMessage(m.begin)}
        </Button>
      </div>
      {registerHref && (
        <Text>
          {intl.formatMessage(m.registerIntro)} <Link href={registerHref}>{intl.formatMessage(m.register)}</Link>
        </Text>
      )}
    </section>
  );
}
