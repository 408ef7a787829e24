// @mat/features/auth: Signing up, signing in, the phone check and the password reset.
// An app may import one area alone, so a route loads only its own screens.
export { RegisterScreen, type RegisterScreenProps } from './RegisterScreen';
export { VerifyPhoneScreen, type VerifyPhoneScreenProps } from './VerifyPhoneScreen';
export { LoginScreen, type LoginScreenProps } from './LoginScreen';
export { ForgotPasswordScreen, EmailSentScreen, type ForgotPasswordScreenProps } from './ForgotPasswordScreen';
export { ResetPasswordScreen, PasswordUpdatedScreen, type ResetPasswordScreenProps } from './ResetPasswordScreen';
