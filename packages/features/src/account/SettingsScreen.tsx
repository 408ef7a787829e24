import { authQueries, profileMutations, type Schema } from '@mat/api';
import { Heading, Link, Radio, RadioGroup, useToast } from '@mat/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Locale } from '../i18n/catalogue';
import { isLocale } from '../i18n/catalogue';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import { accountMessages as m } from './account.messages';
import { useFailureNotice } from '../shared/useFailureNotice';

type MeasureUnit = Schema<'MeasureUnit'>;

export interface SettingsScreenProps {
  /** The host switches its screens to the language chosen (it was saved on the account first). */
  onLanguageChange: (locale: Locale) => void;
  notificationsHref: string;
}

/** /settings: measurement units and language, each saved on the account as soon as it is chosen. */
export function SettingsScreen({ onLanguageChange, notificationsHref }: SettingsScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const fail = useFailureNotice();
  const unit = useMutation(profileMutations.updateMeasurementSystem(client));
  const language = useMutation(profileMutations.updateLanguage(client));
  if (!user) return null;
  const prefs = user.user_data.prefs;

  async function saved(answer: Schema<'CurrentUser'>) {
    // The user changed: monitors answer in the new unit and language, so they are fetched again.
    queryClient.setQueryData(authQueries.getCurrentUser(client).queryKey, answer);
    await queryClient.invalidateQueries();
    toast.show(intl.formatMessage(m.saved), { tone: 'success' });
  }

  async function chooseUnit(value: string) {
    try {
      await saved(await unit.mutateAsync({ body: { measureUnit: value as MeasureUnit } }));
    } catch (error) {
      fail(error, 'errors.generic');
    }
  }

  async function chooseLanguage(value: string) {
    if (!isLocale(value)) return;
    try {
      const answer = await language.mutateAsync({ body: { language: value } });
      onLanguageChange(value);
      await saved(answer);
    } catch (error) {
      fail(error, 'errors.generic');
    }
  }

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.settingsTitle)}</Heading>
      <RadioGroup
        label={intl.formatMessage(m.unit)}
        description={intl.formatMessage(m.unitHint)}
        value={prefs.measureUnit}
        onChange={(value) => void chooseUnit(value)}
        isDisabled={unit.isPending}
      >
        <Radio value="imperial">{intl.formatMessage(m.imperial)}</Radio>
        <Radio value="metric">{intl.formatMessage(m.metric)}</Radio>
      </RadioGroup>
      <RadioGroup
        label={intl.formatMessage(m.language)}
        description={intl.formatMessage(m.languageHint)}
        value={prefs.language}
        onChange={(value) => void chooseLanguage(value)}
        isDisabled={language.isPending}
      >
        <Radio value="en">{intl.formatMessage(m.english)}</Radio>
        <Radio value="es">{intl.formatMessage(m.spanish)}</Radio>
      </RadioGroup>
      <Link href={notificationsHref}>{intl.formatMessage(m.notificationsLink)}</Link>
    </div>
  );
}
