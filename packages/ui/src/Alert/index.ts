export { Alert, alertTones, type AlertProps } from './Alert';
