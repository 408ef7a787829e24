// Team routes (spec 2): /team, with ?conversationId= for one conversation (where /myquestions/{id?}
// leads: the root guard redirects it), and /ask-a-question. The paywall leads to the membership
// page (/membership today; a Gold page of its own is planned).
import { createRoute, lazyRouteComponent, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { withMessages } from '../messages/load';
import { mainLayout, useGo } from './root';

const team = withMessages(['team'], () => import('@mat/features/team'));
const TeamScreen = lazyRouteComponent(team, 'TeamScreen');
const AskQuestionScreen = lazyRouteComponent(team, 'AskQuestionScreen');

const GOLD_HREF = '/membership';
const conversationHref = (id: number) => `/team?conversationId=${id}`;

function Team() {
  const value = (useSearch({ strict: false }) as { conversationId?: string }).conversationId;
  const id = value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
  return (
    <TeamScreen
      conversationId={id}
      conversationHref={conversationHref}
      teamHref="/team"
      askHref="/ask-a-question"
      goldHref={GOLD_HREF}
    />
  );
}

function Ask() {
  const go = useGo();
  return <AskQuestionScreen goldHref={GOLD_HREF} onAsked={(conversation) => go(conversationHref(conversation.id))} />;
}

const route = (path: string, component: () => ReactNode) =>
  createRoute({ getParentRoute: () => mainLayout, path, component });

export const teamRoutes = [route('/team', Team), route('/ask-a-question', Ask)];
