export { FormAlert } from './form-alert.tsx';
export type { FormAlertProps } from './form-alert.tsx';
