// @mat/features/questionnaires: Questionnaires and the mental health screenings (Edinburgh, PHQ-9,
// GAD-7): the list with results over time, one step at a time, crisis lines, the result.
// An app may import one area alone, so a route loads only its own screens.
export { QuestionnairesScreen, type QuestionnairesScreenProps } from './QuestionnairesScreen';
export { QuestionnaireScreen, type QuestionnaireScreenProps } from './QuestionnaireScreen';
export { CrisisResources } from './CrisisResources';
export { SurveyScreen, type SurveyScreenProps } from './SurveyScreen';
export { GiftCardScreen, type GiftCardScreenProps } from './GiftCardScreen';
