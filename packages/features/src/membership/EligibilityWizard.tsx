import { eligibilityOutcome } from '@mat/domain';
import { Button, Form, Heading, Stepper, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import { useTodayDate } from '../shared/useTodayDate';
import * as css from './eligibility.css';
import { STEPS } from './eligibilityDraft';
import { eligibilityMessages as m } from './eligibility.messages';
import { AboutYouStep, HealthPlanStep, PregnancyStep } from './EligibilitySteps';
import { WrapUp } from './EligibilityWrapUp';
import { useEligibilityCheck } from './useEligibilityCheck';

export { readStoredCheck, type StoredCheck } from './eligibilityDraft';

export interface EligibilityWizardProps {
  /** A visitor creates her account here, then comes back within the hour to join. */
  registerHref: string;
  loginHref: string;
  /** Gold month to month, out of pocket (checkout, or registration for a visitor). */
  joinGoldHref: string;
  /** After the covered membership is joined (PUT /membership): the new session is in place. */
  onJoined: () => void;
}

const stepTitles = [m.aboutYou, m.healthPlan, m.stage];
const stepFields = [AboutYouStep, HealthPlanStep, PregnancyStep];

/**
 * The eligibility wizard (spec 2, 4 "Eligibility outcome", 5, 9): about you, your health plan, your
 * pregnancy or baby, then 'Your eligibility wrap-up' with one of the four outcomes. The health plan
 * decides on the server (POST /check-eligibility); the answer is kept 60 minutes on this device
 * (`check-eligibility`), so a visitor can create her account and come back to join. A covered
 * patient joins with PUT /membership, which asks the health plan again: nothing the app kept is trusted.
 */
export function EligibilityWizard({ registerHref, loginHref, joinGoldHref, onJoined }: EligibilityWizardProps) {
  const intl = useIntl();
  const todayDate = useTodayDate();
  const wizard = useEligibilityCheck(onJoined);
  const { stored, step } = wizard;

  if (stored) {
    return (
      <WrapUp
        stored={stored}
        outcome={eligibilityOutcome({
          result: stored.result.result,
          coverageMonths: stored.result.coverage_months,
          providerName: stored.result.provider_name,
          postpartumOnly: stored.result.postpartum_only,
        })}
        headingRef={wizard.heading}
        signedIn={wizard.signedIn}
        links={{ registerHref, loginHref, joinGoldHref }}
        joining={wizard.joining}
        joinError={wizard.joinError}
        onJoin={wizard.join}
        onAgain={wizard.again}
      />
    );
  }

  const StepFields = stepFields[step - 1]!;
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      {step === 1 && <Text>{intl.formatMessage(m.intro)}</Text>}
      <Stepper number={step} count={STEPS} />
      <Form
        aria-labelledby="eligibility-step"
        onSubmit={wizard.submit}
        error={wizard.formError ?? undefined}
        validationBehavior="aria"
        className={screen.form}
      >
        <div ref={wizard.heading} tabIndex={-1} className={css.focusTarget}>
          <Heading level={2} id="eligibility-step">
            {intl.formatMessage(stepTitles[step - 1]!)}
          </Heading>
        </div>
        <StepFields draft={wizard.draft} errors={wizard.errors} set={wizard.set} latest={todayDate} />
        <div className={screen.actions}>
          {step > 1 && (
            <Button variant="secondary" onPress={wizard.back}>
              {intl.formatMessage(m.back)}
            </Button>
          )}
          <Button type="submit" variant="primary" isPending={wizard.checking}>
            {intl.formatMessage(step < STEPS ? m.next : m.check)}
          </Button>
        </div>
      </Form>
    </div>
  );
}
