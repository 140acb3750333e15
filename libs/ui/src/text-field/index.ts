export { fieldControl } from './text-field.css.ts';
export type { FieldControlVariants } from './text-field.css.ts';
export { FormField, SelectField, TextField } from './text-field.tsx';
export type { FormFieldControlProps, FormFieldProps, SelectFieldProps, TextFieldProps } from './text-field.tsx';
