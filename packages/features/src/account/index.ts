// @mat/features/account: Me, settings, notifications, the profile, the medical record, contact and
// who has seen the record (its own folder, privacy/).
// An app may import one area alone, so a route loads only its own screens.
export { useUnreadNotifications } from './useUnreadNotifications';
export { NotificationsScreen, type NotificationsScreenProps } from './NotificationsScreen';
export { SettingsScreen, type SettingsScreenProps } from './SettingsScreen';
export { MeScreen, type MeScreenProps } from './MeScreen';
export { EditProfileScreen } from './EditProfileScreen';
export { MedicalRecordScreen } from './MedicalRecordScreen';
export { MedicalProfileWizard, type MedicalProfileWizardProps } from '../medical/MedicalProfileWizard';
export { MyAccountScreen, type MyAccountScreenProps } from './MyAccountScreen';
export { ContactUsScreen } from './ContactUsScreen';
export { RecordAccessScreen } from '../privacy';
export { AccessibilityStatementScreen, type AccessibilityStatementScreenProps } from './AccessibilityStatementScreen';
