import type { Schema } from '@mat/api';
import { NumberField, Select, TextArea, TextField } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import { babyMessages as m } from './baby.messages';
import type { BabyDraft } from './babyDraft';
import { pregnancyMessages as pm } from './pregnancy.messages';

type Child = Schema<'Child'>;
const options = <T extends string>(pairs: [T, string][]) => pairs.map(([id, label]) => ({ id, label }));

export interface BabyBirthFieldsProps {
  draft: BabyDraft;
  set: <K extends keyof BabyDraft>(name: K) => (value: BabyDraft[K]) => void;
}

/** The birth's details, asked once the baby is born: weight, where and how she was born, feeding. */
export function BabyBirthFields({ draft, set }: BabyBirthFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <div className={screen.actions}>
        <NumberField
          label={intl.formatMessage(m.pounds)}
          unit="lb"
          value={draft.pounds}
          onChange={set('pounds')}
          minValue={0}
          hasStepper={false}
        />
        <NumberField
          label={intl.formatMessage(m.ounces)}
          unit="oz"
          value={draft.ounces}
          onChange={set('ounces')}
          minValue={0}
          maxValue={15.9}
          hasStepper={false}
        />
      </div>
      <Select
        label={intl.formatMessage(m.bornAt)}
        selectedKey={draft.bornAt}
        onSelectionChange={(key) => set('bornAt')(key as Child['born_at'])}
        options={options([
          ['Hospital', intl.formatMessage(pm.hospital)],
          ['Birth Center', intl.formatMessage(pm.birthCenter)],
          ['Home', intl.formatMessage(pm.home)],
          ['Not Sure', intl.formatMessage(pm.notSure)],
        ])}
      />
      <Select
        label={intl.formatMessage(m.delivery)}
        selectedKey={draft.delivery}
        onSelectionChange={(key) => set('delivery')(key as Child['delivery_method'])}
        options={options([
          ['vaginal', intl.formatMessage(m.vaginal)],
          ['cesarean', intl.formatMessage(m.cesarean)],
          ['complicated_vaginal', intl.formatMessage(m.complicatedVaginal)],
          ['vbac', intl.formatMessage(m.vbac)],
          ['repeat_cesarean', intl.formatMessage(m.repeatCesarean)],
        ])}
      />
      <TextField
        label={intl.formatMessage(m.deliveryLocation)}
        value={draft.location}
        onChange={set('location')}
        maxLength={120}
      />
      <Select
        label={intl.formatMessage(m.feeding)}
        selectedKey={draft.feeding}
        onSelectionChange={(key) => set('feeding')(key as Child['feeding_method'])}
        options={options([
          ['Human Milk', intl.formatMessage(m.humanMilk)],
          ['Expressed Milk', intl.formatMessage(m.expressedMilk)],
          ['Formula', intl.formatMessage(m.formula)],
          ['Donor Milk', intl.formatMessage(m.donorMilk)],
        ])}
      />
      <TextField
        label={intl.formatMessage(m.pumpType)}
        value={draft.pumpType}
        onChange={set('pumpType')}
        maxLength={80}
      />
      <TextArea
        label={intl.formatMessage(m.complications)}
        value={draft.complications}
        onChange={set('complications')}
        maxLength={1000}
      />
    </>
  );
}
