import { Skeleton } from '@mat/ui';
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as styles from './screen.css';

type Report = (part: string, pending: boolean | null) => void;

const FirstScreenContext = createContext<Report | null>(null);

/**
 * A screen made of parts that each ask for their own data (Today: the week, the baby, the next
 * thing from Care, the monitors), shown in one piece once every part has what it shows. Shown part
 * by part, each answer pushed the parts below it down the page as it came: on a slow phone a
 * tap meant for one monitor's Open could land on the next. Until then a skeleton, marked busy.
 * Once shown it stays shown: a part asking again later (a language switch) keeps its own loading.
 */
export function FirstScreen({ children, lines = 6 }: { children: ReactNode; lines?: number }) {
  const parts = useRef(new Map<string, boolean>());
  const [shown, setShown] = useState(false);
  const report = useCallback<Report>((part, pending) => {
    if (pending === null) parts.current.delete(part);
    else parts.current.set(part, pending);
    if (![...parts.current.values()].some(Boolean)) setShown(true);
  }, []);
  // The parts report in their layout effects, which run before this one: on the first render, a
  // screen whose parts all have their data (cached) is shown before anything is painted.
  useLayoutEffect(() => report('', false), [report]);
  return (
    <FirstScreenContext.Provider value={report}>
      {!shown && (
        <div aria-busy="true">
          <Skeleton lines={lines} />
        </div>
      )}
      {/* Rendered from the start, so every part asks for its data at once; laid out once shown. */}
      <div hidden={!shown} className={shown ? styles.parts : undefined}>
        {children}
      </div>
    </FirstScreenContext.Provider>
  );
}

/**
 * A part of a FirstScreen says whether it is still waiting for what it shows (false once its data
 * came, or failed and it shows the error). Outside a FirstScreen it does nothing.
 */
export function useFirstScreenPart(pending: boolean) {
  const report = useContext(FirstScreenContext);
  const part = useId();
  useLayoutEffect(() => report?.(part, pending), [report, part, pending]);
  useLayoutEffect(() => () => report?.(part, null), [report, part]);
}
