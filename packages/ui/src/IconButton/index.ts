export { IconButton, type IconButtonProps } from './IconButton';
export { IconLink, type IconLinkProps } from './IconLink';
