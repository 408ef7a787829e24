export { FieldDescription, FieldErrorText, invalidFrom, type FieldErrorMessage } from './FieldHelp';
