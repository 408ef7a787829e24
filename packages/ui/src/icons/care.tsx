import Baby from 'lucide-react/icons/baby';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import ChartLine from 'lucide-react/icons/chart-line';
import Ellipsis from 'lucide-react/icons/ellipsis';
import Flag from 'lucide-react/icons/flag';
import Footprints from 'lucide-react/icons/footprints';
import Gem from 'lucide-react/icons/gem';
import Gift from 'lucide-react/icons/gift';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import History from 'lucide-react/icons/history';
import MessageCircle from 'lucide-react/icons/message-circle';
import Newspaper from 'lucide-react/icons/newspaper';
import Phone from 'lucide-react/icons/phone';
import SquareCheck from 'lucide-react/icons/square-check';
import Sprout from 'lucide-react/icons/sprout';
import Stethoscope from 'lucide-react/icons/stethoscope';
import Timer from 'lucide-react/icons/timer';
import Video from 'lucide-react/icons/video';
import Weight from 'lucide-react/icons/weight';
import { fromIconSet } from './iconSet';

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

// A care plan item's kind (CareItem), one picture each; and the button of an item's other actions.
export const ArticleIcon = fromIconSet('ArticleIcon', Newspaper);
export const QuestionnaireIcon = fromIconSet('QuestionnaireIcon', ClipboardList);
export const VideoIcon = fromIconSet('VideoIcon', Video);
export const TaskIcon = fromIconSet('TaskIcon', SquareCheck);
export const MilestoneIcon = fromIconSet('MilestoneIcon', Flag);
export const MoreActionsIcon = fromIconSet('MoreActionsIcon', Ellipsis);
