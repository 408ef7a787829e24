import { ApiError } from '@mat/api';
import { Alert, Button, Heading, LinkButton, Skeleton, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { useResolveVideoLink, useVideoLink } from './useVideoSessions';
import { videoMessages as m } from './video.messages';

export interface VideoLinkScreenProps {
  /** The link's code (/video/connect/{code}). */
  code: string;
  signedIn: boolean;
  loginHref: string;
  /** Opens the waiting room of the session the link leads to. */
  onOpen: (sessionUuid: string) => void;
}

/** A video link (spec 2, /video/connect/{code}): what it leads to, then its waiting room; an expired link says to ask for a new one. */
export function VideoLinkScreen({ code, signedIn, loginHref, onOpen }: VideoLinkScreenProps) {
  const intl = useIntl();
  const { text } = useErrorText();
  const link = useVideoLink(code);
  const resolve = useResolveVideoLink();
  const failure = link.error ?? resolve.error;
  const gone = failure instanceof ApiError && failure.status === 410;
  return (
    <div className={screen.screen}>
      <Heading level={1}>{link.data?.title ?? intl.formatMessage(m.linkTitle)}</Heading>
      {link.isPending && <Skeleton lines={2} />}
      {failure && (
        <Alert tone="danger">{gone ? text('errors.videoLinkExpired') : intl.formatMessage(m.linkNotFound)}</Alert>
      )}
      {link.data && !resolve.error && (
        <>
          {link.data.host && <Text tone="muted">{intl.formatMessage(m.host, { host: link.data.host })}</Text>}
          {signedIn ? (
            <div className={screen.actions}>
              <Button
                variant="primary"
                isPending={resolve.isPending}
                onPress={() => resolve.mutate(code, { onSuccess: (answer) => onOpen(answer.sessionUuid) })}
              >
                {intl.formatMessage(m.linkOpen)}
              </Button>
            </div>
          ) : (
            <>
              <Text>{intl.formatMessage(m.linkSignIn)}</Text>
              <div className={screen.actions}>
                <LinkButton href={loginHref} variant="primary">
                  {intl.formatMessage(m.logIn)}
                </LinkButton>
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}
