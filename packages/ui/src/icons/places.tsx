import Bell from 'lucide-react/icons/bell';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import Languages from 'lucide-react/icons/languages';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import Settings from 'lucide-react/icons/settings';
import Sun from 'lucide-react/icons/sun';
import UsersRound from 'lucide-react/icons/users-round';
import { fromIconSet } from './iconSet';

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
export const SignOutIcon = fromIconSet('SignOutIcon', LogOut);
