import { LinkButton, PaywallOverlay, Button } from '@mat/ui';
import { useIntl } from 'react-intl';
import { teamMessages as m } from './team.messages';

/** A free patient without message credits: Gold writes without limit (spec 6 and 9). */
export function MessagePaywall({
  isOpen,
  onClose,
  goldHref,
}: {
  isOpen: boolean;
  onClose: () => void;
  goldHref: string;
}) {
  const intl = useIntl();
  return (
    <PaywallOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.paywallTitle)}
      actions={
        <>
          <LinkButton href={goldHref} variant="primary">
            {intl.formatMessage(m.paywallGold)}
          </LinkButton>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage(m.paywallLater)}
          </Button>
        </>
      }
    >
      {intl.formatMessage(m.paywallBody)}
    </PaywallOverlay>
  );
}
