import { ChevronLeftIcon } from '../icons';
import { Link, type LinkProps } from '../Link';

export interface BackLinkProps extends Omit<LinkProps, 'isStandalone'> {
  children: string;
}

/** Back to the previous screen, named after it ("Back to Team"): the app has no breadcrumbs. */
export function BackLink({ children, ...props }: BackLinkProps) {
  return (
    <Link {...props} isStandalone>
      <ChevronLeftIcon />
      {children}
    </Link>
  );
}
