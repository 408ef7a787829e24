// Care routes (spec 2): /care, the care plan, and /care-plan/{id} for one item (numeric ids only).
import { createRoute, lazyRouteComponent, useParams } from '@tanstack/react-router';
import { withMessages } from '../messages/load';
import { mainLayout, useGo } from './root';

const care = withMessages(['care'], () => import('@mat/features/care'));
const CareScreen = lazyRouteComponent(care, 'CareScreen');
const CarePlanItemScreen = lazyRouteComponent(care, 'CarePlanItemScreen');

const CARE_HREF = '/care';
const itemHref = (id: number) => `/care-plan/${id}`;

function CarePlanItem() {
  const go = useGo();
  const { id } = useParams({ strict: false }) as { id: number };
  return <CarePlanItemScreen id={id} careHref={CARE_HREF} onUnassigned={() => go(CARE_HREF)} />;
}

export const careRoutes = [
  createRoute({ getParentRoute: () => mainLayout, path: '/care', component: () => <CareScreen itemHref={itemHref} /> }),
  createRoute({
    getParentRoute: () => mainLayout,
    path: '/care-plan/$id',
    params: {
      // Any other value is not a page (the router's 404).
      parse: ({ id }: { id: string }) => {
        if (!/^\d+$/.test(id)) throw new Error(`Not a numeric id: ${id}`);
        return { id: Number(id) };
      },
      stringify: ({ id }: { id: number }) => ({ id: String(id) }),
    },
    component: CarePlanItem,
  }),
];
