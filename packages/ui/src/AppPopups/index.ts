export { NeedsRefreshPopup, OfflinePopup, type NeedsRefreshPopupProps, type OfflinePopupProps } from './AppPopups';
