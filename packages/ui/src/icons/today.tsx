import BookOpen from 'lucide-react/icons/book-open';
import Heart from 'lucide-react/icons/heart';
import ListChecks from 'lucide-react/icons/list-checks';
import Ruler from 'lucide-react/icons/ruler';
import { fromIconSet } from './iconSet';

// Today's week-by-week cards.
export const BabySizeIcon = fromIconSet('BabySizeIcon', Ruler);
export const ParentFeelingIcon = fromIconSet('ParentFeelingIcon', Heart);
export const ThisWeekToDoIcon = fromIconSet('ThisWeekToDoIcon', ListChecks);
export const SourcesIcon = fromIconSet('SourcesIcon', BookOpen);
