// How the care team's people are named on Team: a role in words and their degrees, never a code.
import type { Schema } from '@mat/api';
import type { IntlShape } from 'react-intl';
import { teamMessages as m } from './team.messages';

type Role = Schema<'MessageSender'>['user_type'] | Schema<'CareTeamMember'>['user_type'];

const roles = {
  patient: m.rolePatient,
  practitioner: m.rolePractitioner,
  coach: m.roleCoach,
  care_coordinator: m.roleCareCoordinator,
  assistant: m.roleAssistant,
  presenter: m.rolePresenter,
  physician: m.rolePhysician,
} satisfies Record<Role, unknown>;

/** "Care provider · RN, IBCLC · Sunrise Maternity Care": role, degrees and organization, as known. */
export function credentials(
  intl: IntlShape,
  person: { user_type: Role; degrees: string[]; organization: { name: string } | null },
): string {
  return [intl.formatMessage(roles[person.user_type]), person.degrees.join(', '), person.organization?.name]
    .filter((part) => part && part.length > 0)
    .join(' · ');
}

/** A date and time in the patient's own time zone (the profile's), as the care team's replies come from elsewhere. */
export function inZone(intl: IntlShape, at: string, timeZone: string | null | undefined): string {
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return intl.formatDate(at, timeZone ? { ...options, timeZone } : options);
  } catch {
    // A zone the browser does not know: the device's own.
    return intl.formatDate(at, options);
  }
}
