/** A labelled select of the back office's filters (label and control tied by id, so the label's name is only its own text). */
import { useId, type ReactNode } from 'react';
import * as s from '../styles.css.ts';

export function SelectField({ label, name, value, children }: { label: string; name: string; value: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={s.fieldLabel}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className={s.select} defaultValue={value}>
        {children}
      </select>
    </div>
  );
}
