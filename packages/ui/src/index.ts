// @mat/ui: Matrona's accessible components. Needs react-intl's IntlProvider (with uiMessages)
// and <UiProvider> above them, and the CSS of @mat/tokens and @mat/ui on the page.
export { uiMessages, uiLocales, type UiLocale } from './i18n/uiMessages';
export { UiProvider, useThemeClass, type UiProviderProps } from './UiProvider';
export { useToast, toastTones, TOAST_TIMEOUT_MS, type ToastTone, type ToastOptions, type Toaster } from './Toast';

export {
  Button,
  LinkButton,
  buttonVariants,
  type ButtonProps,
  type ButtonVariant,
  type LinkButtonProps,
} from './Button';
export { Link, type LinkProps } from './Link';
export { IconButton, IconLink, type IconButtonProps, type IconLinkProps } from './IconButton';
export { BackLink, type BackLinkProps } from './BackLink';
export { Menu, MenuItem, type MenuProps } from './Menu';
export { Tooltip, type TooltipProps } from './Tooltip';
export { Heading, headingLevels, type HeadingLevel, type HeadingProps } from './Heading';
export { Text, textSizes, textTones, type TextProps } from './Text';

export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { PhoneField, phoneDigits, PHONE_DIGITS, type PhoneFieldProps } from './PhoneField';
export { CodeField, CODE_LENGTH, type CodeFieldProps } from './CodeField';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Form, type FormProps } from './Form';
export { TextArea, type TextAreaProps } from './TextArea';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
export { Switch, type SwitchProps } from './Switch';
export { SearchField, type SearchFieldProps } from './SearchField';
export { FileDropZone, checkFile, type FileDropZoneProps, type FileProblem, type FileRules } from './FileDropZone';
export { AttachedFiles, type AttachedFilesProps } from './AttachedFiles';
export { NumberField, type NumberFieldProps } from './NumberField';
export { Select, type SelectOption, type SelectProps } from './Select';
export { ComboBox, type ComboBoxProps } from './ComboBox';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './RadioGroup';
export { DateField, type DateFieldProps } from './DateField';
export { DatePicker, type DatePickerProps } from './DatePicker';
export { TimeField, type TimeFieldProps } from './TimeField';
// Date and time values for the date fields, so apps need not depend on the library themselves.
export { CalendarDate, Time, parseDate, parseTime, today, getLocalTimeZone } from '@internationalized/date';
export type { FieldErrorMessage } from './Field';

export { Alert, alertTones, type AlertProps } from './Alert';
export { Banner, type BannerProps } from './Banner';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './Spinner';
export { Dialog, DialogTrigger, type DialogProps } from './Dialog';
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { Stepper, type StepperProps } from './Stepper';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Accordion, Disclosure, type DisclosureProps } from './Disclosure';

export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export { BottomNavigation, type BottomNavigationItem, type BottomNavigationProps } from './BottomNavigation';
export { Card, type CardProps } from './Card';
export { Avatar, avatarSizes, initials, type AvatarProps } from './Avatar';
export { Badge, badgeTones, UnreadBadge, type BadgeProps, type UnreadBadgeProps } from './Badge';

export {
  AppLayout,
  AuthLayout,
  BrandMark,
  EmptyLayout,
  LandingLayout,
  MainHeader,
  PublicFooter,
  PublicHeader,
  PublicLayout,
  SkipLink,
  MAIN_ID,
} from './Layouts';
export type {
  AppLayoutProps,
  AuthLayoutProps,
  BrandMarkProps,
  EmptyLayoutProps,
  LandingLayoutProps,
  MainHeaderProps,
  PublicHeaderProps,
  PublicLayoutProps,
} from './Layouts';
export { NeedsRefreshPopup, OfflinePopup, type NeedsRefreshPopupProps, type OfflinePopupProps } from './AppPopups';
export { PaywallOverlay, type PaywallOverlayProps } from './Paywall';
export { LoadMore, type LoadMoreProps } from './LoadMore';
export { MessageThread, type MessageThreadProps, type ThreadMessageData } from './MessageThread';

export * from './icons';
export * from './Illustration';
export { Table, type TableColumn, type TableProps } from './Table';
export {
  Fact,
  Facts,
  GridList,
  GridListItem,
  LinkList,
  LinkListItem,
  List,
  ListItem,
  type FactProps,
  type FactsProps,
  type GridListItemProps,
  type GridListProps,
  type LinkListItemProps,
  type LinkListProps,
  type ListItemProps,
  type ListProps,
  type ListRowContent,
} from './List';
export { ReadingsChart, type ChartPoint, type ChartSeries, type ReadingsChartProps } from './ReadingsChart';
