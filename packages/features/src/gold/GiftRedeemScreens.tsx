import { unwrap, type Schema } from '@mat/api';
import { sessionStorageKeys } from '@mat/domain';
import { Alert, Button, Form, Heading, LinkButton, Text, TextField } from '@mat/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { forgetAppliedGiftCode, keepAppliedGiftCode, readAppliedGiftCode } from './appliedGiftCode';
import { giftMessages as m } from './gifts.messages';
import { useGoldFormat, useRefreshGold } from './useGold';

const MAX_CODE = 64;
/**
 * The code kept for after sign-in (spec 3, session storage `redeem_gift_code`), and on this device
 * until redeemed (local storage `appliedGiftCode`), for a visitor who signs in from another tab.
 */
const storedCode = () => sessionStorage.getItem(sessionStorageKeys.redeemGiftCode) ?? readAppliedGiftCode() ?? '';
const keepCode = (code: string) => {
  if (!code.trim()) return;
  sessionStorage.setItem(sessionStorageKeys.redeemGiftCode, code.trim());
  keepAppliedGiftCode(code);
};

export interface ApplyGiftCodeScreenProps {
  /** Where the member sees her membership once the code is applied. */
  membershipHref: string;
}

/** /gift-codes/apply-gift-code: a signed-in patient redeems a code (one kept from the gift's link is filled in). */
export function ApplyGiftCodeScreen({ membershipHref }: ApplyGiftCodeScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { text, describe } = useErrorText();
  const refresh = useRefreshGold();
  const format = useGoldFormat();
  const [code, setCode] = useState(storedCode);
  const [missing, setMissing] = useState<string | undefined>();

  const redeem = useMutation({
    mutationFn: (typed: string): Promise<Schema<'GiftRedemption'>> =>
      unwrap(client.GET('/gift-membership/redeem/{code}', { params: { path: { code: typed } } })),
    onSuccess: async (result) => {
      sessionStorage.removeItem(sessionStorageKeys.redeemGiftCode);
      forgetAppliedGiftCode();
      await refresh(result.user);
    },
  });

  const title = intl.formatMessage(m.redeemTitle);
  if (redeem.isSuccess) {
    const until = redeem.data.user.matrona_gold_expire_at;
    return (
      <div className={screen.screen}>
        <Heading level={1}>{title}</Heading>
        <Alert tone="success" isLive>
          {intl.formatMessage(m.redeemed, { giver: redeem.data.giver_first_name, months: redeem.data.months })}
        </Alert>
        {until && <Text>{intl.formatMessage(m.goldUntil, { date: format.date(until) })}</Text>}
        <div className={screen.actions}>
          <LinkButton href={membershipHref}>{intl.formatMessage(m.toMembership)}</LinkButton>
        </div>
      </div>
    );
  }
  return (
    <div className={screen.screen}>
      <Heading level={1}>{title}</Heading>
      <Form
        aria-label={title}
        error={redeem.isError ? (describe(redeem.error).form ?? undefined) : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (!code.trim()) return setMissing(text('validation.required'));
          if (!redeem.isPending) redeem.mutate(code.trim());
        }}
      >
        <TextField
          label={intl.formatMessage(m.codeLabel)}
          value={code}
          onChange={(value) => {
            setCode(value);
            setMissing(undefined);
          }}
          isRequired
          maxLength={MAX_CODE}
          autoComplete="off"
          errorMessage={missing}
        />
        <div className={screen.actions}>
          <Button type="submit" variant="primary" isPending={redeem.isPending} isDisabled={redeem.isPending}>
            {intl.formatMessage(m.redeem)}
          </Button>
        </div>
      </Form>
    </div>
  );
}

export interface GiftWelcomeScreenProps {
  /** The code from the gift's link (/gift/{giftCode}); none on /redeem-membership. */
  code?: string;
  registerHref: string;
  loginHref: string;
}

/**
 * A visitor with a gift (/gift/{giftCode}, /redeem-membership): the code is kept for after she
 * creates her account or signs in ('I already have an account'), where it is redeemed.
 */
export function GiftWelcomeScreen({ code: given, registerHref, loginHref }: GiftWelcomeScreenProps) {
  const intl = useIntl();
  const [code, setCode] = useState(() => given ?? storedCode());
  if (given) keepCode(given);
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.welcomeTitle)}</Heading>
      <Text>{intl.formatMessage(m.welcomeIntro)}</Text>
      <TextField
        label={intl.formatMessage(m.codeLabel)}
        value={code}
        onChange={(value) => {
          setCode(value);
          keepCode(value);
        }}
        maxLength={MAX_CODE}
        autoComplete="off"
      />
      <div className={screen.actions}>
        <LinkButton href={registerHref}>{intl.formatMessage(m.createAccount)}</LinkButton>
        <LinkButton href={loginHref} variant="secondary">
          {intl.formatMessage(m.haveAccount)}
        </LinkButton>
      </div>
    </div>
  );
}
