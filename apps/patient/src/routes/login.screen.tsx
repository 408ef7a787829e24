// The login page's screen, in a chunk of its own: the first page most visitors open loads
// nothing of sign-up, the password reset or the signed-in app.
import { LoginScreen } from '@mat/features/auth';
import { takeReturnPath } from '../browser';
import { useGo } from './root';

export function Login() {
  const go = useGo();
  return (
    <LoginScreen
      onLoggedIn={() => go(takeReturnPath() ?? '/dashboard')}
      onRedirect={(url) => window.location.assign(url)}
      registerHref="/auth/register"
      forgotPasswordHref="/auth/reset-password"
    />
  );
}
