export { fieldControl } from './text-field.css.ts';
export type { FieldControlVariants } from './text-field.css.ts';
export { FormField, TextField } from './text-field.tsx';
export type { FormFieldControlProps, FormFieldProps, TextFieldProps } from './text-field.tsx';
