import ArrowRight from 'lucide-react/icons/arrow-right';
import Download from 'lucide-react/icons/download';
import ExternalLink from 'lucide-react/icons/external-link';
import Pencil from 'lucide-react/icons/pencil';
import Play from 'lucide-react/icons/play';
import Plus from 'lucide-react/icons/plus';
import Save from 'lucide-react/icons/save';
import Search from 'lucide-react/icons/search';
import Send from 'lucide-react/icons/send';
import Square from 'lucide-react/icons/square';
import Trash2 from 'lucide-react/icons/trash-2';
import { fromIconSet } from './iconSet';

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
