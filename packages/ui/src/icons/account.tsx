import Accessibility from 'lucide-react/icons/accessibility';
import CircleHelp from 'lucide-react/icons/circle-help';
import FileText from 'lucide-react/icons/file-text';
import FingerprintPattern from 'lucide-react/icons/fingerprint-pattern';
import Lock from 'lucide-react/icons/lock';
import LogIn from 'lucide-react/icons/log-in';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Mail from 'lucide-react/icons/mail';
import ScrollText from 'lucide-react/icons/scroll-text';
import Shield from 'lucide-react/icons/shield';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Smartphone from 'lucide-react/icons/smartphone';
import UserPlus from 'lucide-react/icons/user-plus';
import UserRoundCog from 'lucide-react/icons/user-round-cog';
import UserRoundPen from 'lucide-react/icons/user-round-pen';
import { fromIconSet } from './iconSet';

// Signing in and the account's details.
export const SignInIcon = fromIconSet('SignInIcon', LogIn);
export const SignUpIcon = fromIconSet('SignUpIcon', UserPlus);
export const HelpIcon = fromIconSet('HelpIcon', CircleHelp);
export const ContactIcon = fromIconSet('ContactIcon', Mail);
export const PasswordIcon = fromIconSet('PasswordIcon', Lock);
export const BiometricIcon = fromIconSet('BiometricIcon', FingerprintPattern);
export const PhoneNumberIcon = fromIconSet('PhoneNumberIcon', Smartphone);

// The rows of Me: the account's pages and the product's own (terms, privacy, accessibility, support).
export const AccountIcon = fromIconSet('AccountIcon', UserRoundCog);
export const ProfileIcon = fromIconSet('ProfileIcon', UserRoundPen);
export const MedicalRecordIcon = fromIconSet('MedicalRecordIcon', FileText);
export const RecordAccessIcon = fromIconSet('RecordAccessIcon', ShieldCheck);
export const TermsIcon = fromIconSet('TermsIcon', ScrollText);
export const PrivacyIcon = fromIconSet('PrivacyIcon', Shield);
export const AccessibilityIcon = fromIconSet('AccessibilityIcon', Accessibility);
export const SupportIcon = fromIconSet('SupportIcon', LifeBuoy);
