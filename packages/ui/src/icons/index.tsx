// Matrona's icons, named for what they mean here. They come from one maintained set, Lucide
// (ISC licence, see ./LICENSE-lucide.txt): each is imported from its own module so a bundle
// carries only the icons it uses. Add an icon here, under a name from Matrona's domain, before
// using it anywhere; the monitors' category marks are shapes of their own, not icons.
import ArrowRight from 'lucide-react/icons/arrow-right';
import Baby from 'lucide-react/icons/baby';
import Bell from 'lucide-react/icons/bell';
import BookOpen from 'lucide-react/icons/book-open';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import ChartLine from 'lucide-react/icons/chart-line';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleHelp from 'lucide-react/icons/circle-help';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import Download from 'lucide-react/icons/download';
import ExternalLink from 'lucide-react/icons/external-link';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import FingerprintPattern from 'lucide-react/icons/fingerprint-pattern';
import Footprints from 'lucide-react/icons/footprints';
import Gem from 'lucide-react/icons/gem';
import Gift from 'lucide-react/icons/gift';
import Heart from 'lucide-react/icons/heart';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import History from 'lucide-react/icons/history';
import Info from 'lucide-react/icons/info';
import Languages from 'lucide-react/icons/languages';
import ListChecks from 'lucide-react/icons/list-checks';
import Lock from 'lucide-react/icons/lock';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import Menu from 'lucide-react/icons/menu';
import MessageCircle from 'lucide-react/icons/message-circle';
import Pencil from 'lucide-react/icons/pencil';
import Phone from 'lucide-react/icons/phone';
import Play from 'lucide-react/icons/play';
import Plus from 'lucide-react/icons/plus';
import Ruler from 'lucide-react/icons/ruler';
import Save from 'lucide-react/icons/save';
import Search from 'lucide-react/icons/search';
import Send from 'lucide-react/icons/send';
import Settings from 'lucide-react/icons/settings';
import Smartphone from 'lucide-react/icons/smartphone';
import Sprout from 'lucide-react/icons/sprout';
import Square from 'lucide-react/icons/square';
import Stethoscope from 'lucide-react/icons/stethoscope';
import Sun from 'lucide-react/icons/sun';
import Timer from 'lucide-react/icons/timer';
import Trash2 from 'lucide-react/icons/trash-2';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import UserPlus from 'lucide-react/icons/user-plus';
import UsersRound from 'lucide-react/icons/users-round';
import Weight from 'lucide-react/icons/weight';
import X from 'lucide-react/icons/x';
import { fromIconSet } from './iconSet';

export { fromIconSet, type IconProps } from './iconSet';

// The four dashboards (spec 1).
export const TodayIcon = fromIconSet('TodayIcon', Sun);
export const TeamIcon = fromIconSet('TeamIcon', UsersRound);
export const CareIcon = fromIconSet('CareIcon', HeartHandshake);
export const MeIcon = fromIconSet('MeIcon', CircleUserRound);

// Places and menus.
export const MenuIcon = fromIconSet('MenuIcon', Menu);
export const NotificationsIcon = fromIconSet('NotificationsIcon', Bell);
export const SettingsIcon = fromIconSet('SettingsIcon', Settings);
export const LanguageIcon = fromIconSet('LanguageIcon', Languages);
export const SignInIcon = fromIconSet('SignInIcon', LogIn);
export const SignOutIcon = fromIconSet('SignOutIcon', LogOut);
export const SignUpIcon = fromIconSet('SignUpIcon', UserPlus);
export const HelpIcon = fromIconSet('HelpIcon', CircleHelp);
export const ContactIcon = fromIconSet('ContactIcon', Mail);
export const PasswordIcon = fromIconSet('PasswordIcon', Lock);
export const BiometricIcon = fromIconSet('BiometricIcon', FingerprintPattern);
export const PhoneNumberIcon = fromIconSet('PhoneNumberIcon', Smartphone);

// Monitors, care and family.
export const BloodPressureIcon = fromIconSet('BloodPressureIcon', HeartPulse);
export const KickCountIcon = fromIconSet('KickCountIcon', Footprints);
export const BabyWeightIcon = fromIconSet('BabyWeightIcon', Weight);
export const ContractionIcon = fromIconSet('ContractionIcon', Timer);
export const BabyIcon = fromIconSet('BabyIcon', Baby);
export const PregnancyIcon = fromIconSet('PregnancyIcon', Sprout);
export const MedicalProfileIcon = fromIconSet('MedicalProfileIcon', Stethoscope);
export const ReadingsHistoryIcon = fromIconSet('ReadingsHistoryIcon', History);
export const ChartIcon = fromIconSet('ChartIcon', ChartLine);
export const AppointmentIcon = fromIconSet('AppointmentIcon', CalendarDays);
export const BookSessionIcon = fromIconSet('BookSessionIcon', CalendarPlus);
export const MessageIcon = fromIconSet('MessageIcon', MessageCircle);
export const CallIcon = fromIconSet('CallIcon', Phone);
export const MembershipIcon = fromIconSet('MembershipIcon', Gem);
export const GiftMembershipIcon = fromIconSet('GiftMembershipIcon', Gift);

// Today's week-by-week cards.
export const BabySizeIcon = fromIconSet('BabySizeIcon', Ruler);
export const ParentFeelingIcon = fromIconSet('ParentFeelingIcon', Heart);
export const ThisWeekToDoIcon = fromIconSet('ThisWeekToDoIcon', ListChecks);
export const SourcesIcon = fromIconSet('SourcesIcon', BookOpen);

// Actions.
export const AddIcon = fromIconSet('AddIcon', Plus);
export const EditIcon = fromIconSet('EditIcon', Pencil);
export const DeleteIcon = fromIconSet('DeleteIcon', Trash2);
export const SaveIcon = fromIconSet('SaveIcon', Save);
export const SendIcon = fromIconSet('SendIcon', Send);
export const StartIcon = fromIconSet('StartIcon', Play);
export const StopIcon = fromIconSet('StopIcon', Square);
export const DownloadIcon = fromIconSet('DownloadIcon', Download);
export const SearchIcon = fromIconSet('SearchIcon', Search);
export const ContinueIcon = fromIconSet('ContinueIcon', ArrowRight);
export const ExternalLinkIcon = fromIconSet('ExternalLinkIcon', ExternalLink);

// Controls and tones.
export const CloseIcon = fromIconSet('CloseIcon', X);
export const CheckIcon = fromIconSet('CheckIcon', Check);
export const EyeIcon = fromIconSet('EyeIcon', Eye);
export const EyeOffIcon = fromIconSet('EyeOffIcon', EyeOff);
export const ChevronDownIcon = fromIconSet('ChevronDownIcon', ChevronDown);
export const ChevronLeftIcon = fromIconSet('ChevronLeftIcon', ChevronLeft);
export const ChevronRightIcon = fromIconSet('ChevronRightIcon', ChevronRight);
export const InfoIcon = fromIconSet('InfoIcon', Info);
export const SuccessIcon = fromIconSet('SuccessIcon', CircleCheck);
export const WarningIcon = fromIconSet('WarningIcon', TriangleAlert);
export const DangerIcon = fromIconSet('DangerIcon', CircleAlert);
