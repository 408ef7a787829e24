export { CodeField, CODE_LENGTH, type CodeFieldProps } from './CodeField';
