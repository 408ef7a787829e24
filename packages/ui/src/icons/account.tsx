import CircleHelp from 'lucide-react/icons/circle-help';
import FingerprintPattern from 'lucide-react/icons/fingerprint-pattern';
import Lock from 'lucide-react/icons/lock';
import LogIn from 'lucide-react/icons/log-in';
import Mail from 'lucide-react/icons/mail';
import Smartphone from 'lucide-react/icons/smartphone';
import UserPlus from 'lucide-react/icons/user-plus';
import { fromIconSet } from './iconSet';

// Signing in and the account's details.
export const SignInIcon = fromIconSet('SignInIcon', LogIn);
export const SignUpIcon = fromIconSet('SignUpIcon', UserPlus);
export const HelpIcon = fromIconSet('HelpIcon', CircleHelp);
export const ContactIcon = fromIconSet('ContactIcon', Mail);
export const PasswordIcon = fromIconSet('PasswordIcon', Lock);
export const BiometricIcon = fromIconSet('BiometricIcon', FingerprintPattern);
export const PhoneNumberIcon = fromIconSet('PhoneNumberIcon', Smartphone);
