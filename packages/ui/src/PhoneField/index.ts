export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { phoneDigits, PHONE_DIGITS } from './phoneDigits';
