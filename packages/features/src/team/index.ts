// @mat/features/team: the patient's care team (spec 1 and 2, "Team"): its members and their
// profiles, the conversations with it (one open live), asking a question with photos and PDFs
// within the credits rule, and the unread count for the Team tab's badge.
export { TeamScreen, type TeamScreenProps } from './TeamScreen';
export { AskQuestionScreen, type AskQuestionScreenProps } from './AskQuestionScreen';
export { useUnreadConversations, UNREAD_POLL_MS } from './useUnreadConversations';
