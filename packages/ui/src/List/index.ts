export { List, ListItem, type ListItemProps, type ListProps, type ListRowContent } from './List';
export { GridList, GridListItem, type GridListItemProps, type GridListProps } from './GridList';
export { LinkList, LinkListItem, type LinkListItemProps, type LinkListProps } from './LinkList';
export { Fact, Facts, type FactProps, type FactsProps } from './Facts';
