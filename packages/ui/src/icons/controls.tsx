import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import { fromIconSet } from './iconSet';

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
