import { ApiError, authMutations, type Schema } from '@mat/api';
import { validateCode, validateEmail, validatePhone, validateRequired } from '@mat/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import { noProblem, useFormProblem } from '../shared/useFormProblem';

export type LoginMode = 'email' | 'phone';

/**
 * Signing in by e-mail and password, or by phone and a texted code: the fields of each, the code's
 * two steps (sent, then checked), and where a login answer leads (the app, or a redirect).
 */
export function useLogin({ onLoggedIn, onRedirect }: { onLoggedIn: () => void; onRedirect: (url: string) => void }) {
  const { client } = useMat();
  const { signIn } = useSession();
  const { problem, setProblem, refuse, describe } = useFormProblem();
  // A provider's patient is told where she signs in instead.
  const [providerLoginUrl, setProviderLoginUrl] = useState<string | undefined>();
  const [mode, setMode] = useState<LoginMode>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const login = useMutation(authMutations.login(client));
  const requestCode = useMutation(authMutations.requestTextLoginCode(client));
  const textLogin = useMutation(authMutations.textLogin(client));

  const clear = () => {
    setProblem(noProblem);
    setProviderLoginUrl(undefined);
  };
  /** The checks before sending: the form's earlier problem goes, the failed checks show. */
  const invalid = (checks: Record<string, string | null>) => {
    clear();
    return refuse(checks);
  };
  const fail = (error: unknown) => {
    setProblem(describe(error));
    setProviderLoginUrl(error instanceof ApiError ? (error.providerLoginUrl ?? undefined) : undefined);
  };

  const finish = async (result: Schema<'LoginResult'>) => {
    if ('redirect' in result) return onRedirect(result.redirect);
    await signIn(result.token);
    onLoggedIn();
  };

  async function submitEmail(event: FormEvent) {
    event.preventDefault();
    if (invalid({ email: validateEmail(email), password: validateRequired(password) })) return;
    try {
      await finish(await login.mutateAsync({ body: { email, password } }));
    } catch (error) {
      fail(error);
    }
  }

  async function submitPhone(event: FormEvent) {
    event.preventDefault();
    try {
      if (!codeSent) {
        if (invalid({ phone: validatePhone(phone) })) return;
        await requestCode.mutateAsync({ params: { path: { phone } } });
        setCodeSent(true);
      } else {
        if (invalid({ code: validateCode(code) })) return;
        await finish(await textLogin.mutateAsync({ body: { phone, code } }));
      }
    } catch (error) {
      fail(error);
    }
  }

  const switchMode = () => {
    setMode(mode === 'email' ? 'phone' : 'email');
    clear();
    setCodeSent(false);
    setCode('');
  };

  return {
    mode,
    switchMode,
    problem,
    providerLoginUrl,
    email: { email, setEmail, password, setPassword, submit: submitEmail, isPending: login.isPending },
    phone: {
      phone,
      setPhone,
      code,
      setCode,
      codeSent,
      submit: submitPhone,
      isPending: requestCode.isPending || textLogin.isPending,
    },
  };
}
