import { unwrap } from '@mat/api';
import { Alert, BackLink, Card, Skeleton } from '@mat/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { careMessages as m } from './care.messages';
import { CareItem } from './CareItem';
import { careItemKey } from './useCarePlan';

export interface CarePlanItemScreenProps {
  id: number;
  /** The care page, e.g. /care. */
  careHref: string;
  /** After the item left the plan for good (the page would be gone). */
  onUnassigned: () => void;
  /** Where an appointment item's booking opens, e.g. /appointment/{uuid}. */
  appointmentHref?: (uuid: string) => string;
}

/** /care-plan/{id}: one care item with its actions. */
export function CarePlanItemScreen({ id, careHref, onUnassigned, appointmentHref }: CarePlanItemScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { text } = useErrorText();
  const item = useQuery({
    queryKey: careItemKey(id),
    queryFn: ({ signal }) => unwrap(client.GET('/patient/assignment/{id}', { params: { path: { id } }, signal })),
  });
  return (
    <div className={screen.screen}>
      <BackLink href={careHref}>{intl.formatMessage(m.backToCare)}</BackLink>
      {item.isPending && <Skeleton lines={4} />}
      {item.isError && <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>}
      {item.data && (
        <Card>
          <CareItem item={item.data} headingLevel={1} onUnassigned={onUnassigned} appointmentHref={appointmentHref} />
        </Card>
      )}
    </div>
  );
}
