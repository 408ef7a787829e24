// Questionnaire routes (spec 2, "Questionnaire and account routes"): /questionnaire/{id?} and its
// short form /q/{id?}. Without an id, the list of check-ins (reached from Me); with one, the
// questionnaire itself. Booking a mental health coach has no screen yet: the result links to
// where it will live (/care, planned), and says so. /q/{id}/{privateId} is a visitor's private
// link to their run of a public survey: no login, in the public shell, the same screen; the survey
// itself, /s/{organization}/{slug}/{inputLang?}, starts that run from its consent page.
// /q/{questionnaireSlug}/gift is the gift card a questionnaire offers at its end. /onboarding/q/{id?}
// is the same list and screen while onboarding (the guards let a patient without a status reach it).
import { isLanguage } from '@mat/domain';
import { createRoute, lazyRouteComponent, useParams, useSearch } from '@tanstack/react-router';
import { withMessages } from '../messages/load';
import { authLayout, mainLayout, useGo } from './root';

const questionnaires = withMessages(['questionnaires'], () => import('@mat/features/questionnaires'));
const QuestionnairesScreen = lazyRouteComponent(questionnaires, 'QuestionnairesScreen');
const QuestionnaireScreen = lazyRouteComponent(questionnaires, 'QuestionnaireScreen');
const SurveyScreen = lazyRouteComponent(questionnaires, 'SurveyScreen');
const GiftCardScreen = lazyRouteComponent(questionnaires, 'GiftCardScreen');

const COACH_BOOKING_HREF = '/care';

function List() {
  return <QuestionnairesScreen questionnaireHref={(id) => `/questionnaire/${id}`} />;
}

function One() {
  const value = (useParams({ strict: false }) as { id?: string }).id ?? '';
  const id = /^\d+$/.test(value) ? Number(value) : NaN;
  // A new id starts afresh: the run, its step and its result belong to one questionnaire.
  return <QuestionnaireScreen key={id} questionnaireId={id} listHref="/questionnaire" coachHref={COACH_BOOKING_HREF} />;
}

/** /onboarding/q: the questionnaires asked while onboarding, open before a status is saved (spec 2). */
const ONBOARDING_Q = '/onboarding/q';

function OnboardingList() {
  return <QuestionnairesScreen questionnaireHref={(id) => `${ONBOARDING_Q}/${id}`} />;
}

function OnboardingOne() {
  const value = (useParams({ strict: false }) as { id?: string }).id ?? '';
  const id = /^\d+$/.test(value) ? Number(value) : NaN;
  return <QuestionnaireScreen key={id} questionnaireId={id} listHref={ONBOARDING_Q} coachHref={COACH_BOOKING_HREF} />;
}

/** /q/{slug}/gift?questionnaire={id}: the id, when the link carries it, lists the other kinds and leads back. */
function Gift() {
  const { questionnaireSlug = '' } = useParams({ strict: false }) as { questionnaireSlug?: string };
  const { questionnaire } = useSearch({ strict: false }) as { questionnaire?: unknown };
  const id = /^\d+$/.test(String(questionnaire ?? '')) ? Number(questionnaire) : undefined;
  return (
    <GiftCardScreen
      key={questionnaireSlug}
      slug={questionnaireSlug}
      questionnaireId={id}
      questionnaireHref={id === undefined ? undefined : `/questionnaire/${id}`}
    />
  );
}

function PrivateLink() {
  const { id: value, privateId } = useParams({ strict: false }) as { id?: string; privateId?: string };
  const id = /^\d+$/.test(value ?? '') ? Number(value) : NaN;
  return (
    <QuestionnaireScreen
      key={`${id}/${privateId}`}
      questionnaireId={id}
      privateId={privateId ?? ''}
      coachHref={COACH_BOOKING_HREF}
    />
  );
}

function Survey() {
  const go = useGo();
  const { organization, slug, inputLang } = useParams({ strict: false }) as {
    organization: string;
    slug: string;
    inputLang?: string;
  };
  const { registered } = useSearch({ strict: false }) as { registered?: string };
  const language = isLanguage(inputLang) ? inputLang : undefined;
  return (
    <SurveyScreen
      key={`${organization}/${slug}/${language}`}
      organization={organization}
      slug={slug}
      inputLang={language}
      onStarted={(id, privateId) => go(`/q/${id}/${privateId}`)}
      // Registration from the consent page comes back here (see Register), counted as such.
      registerHref={`/auth/register?${new URLSearchParams({ consent: `${organization}/${slug}` })}`}
      fromRegistration={registered === '1'}
    />
  );
}

const route = (path: string, component: () => React.ReactNode) =>
  createRoute({ getParentRoute: () => mainLayout, path, component });

export const questionnaireRoutes = [
  route('/questionnaire', List),
  route('/q', List),
  route('/questionnaire/$id', One),
  route('/q/$id', One),
  // The thank-you gift card at a questionnaire's end, and its alias under /questionnaire.
  route('/q/$questionnaireSlug/gift', Gift),
  route('/questionnaire/$questionnaireSlug/gift', Gift),
  // The same questionnaires during onboarding, back to their own list there.
  route(ONBOARDING_Q, OnboardingList),
  route(`${ONBOARDING_Q}/$id`, OnboardingOne),
];

const publicRoute = (path: string, component: () => React.ReactNode) =>
  createRoute({ getParentRoute: () => authLayout, path, component });

export const publicQuestionnaireRoutes = [
  publicRoute('/q/$id/$privateId', PrivateLink),
  publicRoute('/s/$organization/$slug', Survey),
  publicRoute('/s/$organization/$slug/$inputLang', Survey),
];
