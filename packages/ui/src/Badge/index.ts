export { Badge, badgeTones, UnreadBadge, type BadgeProps, type UnreadBadgeProps } from './Badge';
