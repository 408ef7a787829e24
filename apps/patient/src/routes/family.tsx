// Pregnancy routes (spec 2, "Pregnancy, baby and onboarding routes").
import { createRoute, lazyRouteComponent, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { withMessages } from '../messages/load';
import { mainLayout, useGo } from './root';

// Pregnancy and baby screens load with the first of their pages, in a chunk of their own.
const family = withMessages(['family'], () => import('@mat/features/family'));
const BabyFormScreen = lazyRouteComponent(family, 'BabyFormScreen');
const BabyProfileScreen = lazyRouteComponent(family, 'BabyProfileScreen');
const BirthPlanScreen = lazyRouteComponent(family, 'BirthPlanScreen');
const ConnectPregnancyScreen = lazyRouteComponent(family, 'ConnectPregnancyScreen');
const PregnancyFormScreen = lazyRouteComponent(family, 'PregnancyFormScreen');
const PregnancyProfileScreen = lazyRouteComponent(family, 'PregnancyProfileScreen');
const PregnancyPromptScreen = lazyRouteComponent(family, 'PregnancyPromptScreen');
const ReportBirthScreen = lazyRouteComponent(family, 'ReportBirthScreen');
const ReportLossScreen = lazyRouteComponent(family, 'ReportLossScreen');

function route(path: string, component: () => ReactNode) {
  return createRoute({ getParentRoute: () => mainLayout, path, component });
}

/** A numeric id from the path; anything else is not a page. */
function useId(name: string): number {
  const value = (useParams({ strict: false }) as Record<string, string | undefined>)[name] ?? '';
  return /^\d+$/.test(value) ? Number(value) : NaN;
}

const profileOf = (id: number) => `/pregnancy-medical-profile/${id}`;

function Profile({ id }: { id: number | 'active' }) {
  const go = useGo();
  return <PregnancyProfileScreen pregnancyId={id} onRemoved={() => go('/me')} />;
}

function BirthPlan() {
  const go = useGo();
  return <BirthPlanScreen pregnancyId={useId('id')} onSaved={(id) => go(profileOf(id))} />;
}

const babyOf = (id: number) => `/baby-medical-profile/${id}`;

export const familyRoutes = [
  route('/add-baby', function AddBaby() {
    const go = useGo();
    return <BabyFormScreen onSaved={(child) => go(babyOf(child.id))} />;
  }),
  route('/edit-baby/$id', function EditBaby() {
    const go = useGo();
    return <BabyFormScreen childId={useId('id')} onSaved={(child) => go(babyOf(child.id))} />;
  }),
  route('/baby-medical-profile/$childId', function BabyProfile() {
    const go = useGo();
    return <BabyProfileScreen childId={useId('childId')} onRemoved={() => go('/me')} />;
  }),
  route('/connect-pregnancy/$childId/$reason', function ConnectPregnancy() {
    const go = useGo();
    const reason = (useParams({ strict: false }) as { reason?: string }).reason ?? 'birth';
    return <ConnectPregnancyScreen childId={useId('childId')} reason={reason} onConnected={(id) => go(babyOf(id))} />;
  }),
  route('/add-pregnancy', function AddPregnancy() {
    const go = useGo();
    return <PregnancyFormScreen onSaved={(pregnancy) => go(profileOf(pregnancy.id))} />;
  }),
  route('/edit-pregnancy/$id', function EditPregnancy() {
    const go = useGo();
    return <PregnancyFormScreen pregnancyId={useId('id')} onSaved={(pregnancy) => go(profileOf(pregnancy.id))} />;
  }),
  route('/pregnancy-medical-profile/active', () => <Profile id="active" />),
  route('/pregnancy-medical-profile/$id', () => <Profile id={useId('id')} />),
  route('/pregnancy-birth-plan/$id', () => <Profile id={useId('id')} />),
  route('/pregnancy-medical-profile/$id/create-birth-plan', BirthPlan),
  route('/pregnancy-medical-profile/$id/edit-birth-plan', BirthPlan),
  route('/pregnancy-medical-profile-prompt/$type/$id', function PregnancyPrompt() {
    const type = (useParams({ strict: false }) as { type?: string }).type ?? 'birth';
    return <PregnancyPromptScreen type={type} pregnancyId={useId('id')} laterHref="/dashboard" />;
  }),
  route('/report-loss/$id', function ReportLoss() {
    const go = useGo();
    return <ReportLossScreen pregnancyId={useId('id')} onReported={(id) => go(profileOf(id))} />;
  }),
  route('/report-birth/$pregnancyId', function ReportBirth() {
    const go = useGo();
    const pregnancyId = useId('pregnancyId');
    return <ReportBirthScreen pregnancyId={pregnancyId} onReported={() => go(profileOf(pregnancyId))} />;
  }),
];
