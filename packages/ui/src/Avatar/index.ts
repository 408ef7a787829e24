export { Avatar, avatarSizes, type AvatarProps } from './Avatar';
export { initials } from './initials';
