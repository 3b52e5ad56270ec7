import { useId, type ReactNode } from 'react';
import { FIELD_CLASS } from './fieldStyles.ts';

/** What a field's control takes from its frame: the id its label names, its hint and its error message. */
export type ControlWiring = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
};

type FieldFrameProps = {
  label: string;
  /** The message under the control (a typed value that is none); marks the control invalid. */
  error?: string;
  /** The hint under the control while it has no error ('dd-MM-yyyy', a wrong check digit). */
  helper?: ReactNode;
  /** The hint is a warning: in the warning colour. */
  helperWarns?: boolean;
  disabled?: boolean;
  /** Shown beside the label, outside it (a rule's '!' marker), so clicking it does not focus the control. */
  marker?: ReactNode;
  /** The control, given its wiring. */
  control: (wiring: ControlWiring) => ReactNode;
  /** Shown under the rest: the researcher's own value kept after a conflict. */
  after?: ReactNode;
};

/**
 * One labelled research field with its hint or error, wired as Chakra's Field wires them (the
 * label's `for`; the control's `aria-describedby` names the hint, `aria-errormessage` the error
 * while `aria-invalid`), in plain elements styled by fieldStyles.ts: the research form shows about
 * 30 of them on every record.
 */
export function FieldFrame({ label, error, helper, helperWarns, disabled, marker, control, after }: FieldFrameProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const state = { 'data-disabled': disabled ? '' : undefined, 'data-invalid': error ? '' : undefined };
  const labelElement = (
    <label className={FIELD_CLASS.label} htmlFor={id} {...state}>
      {label}
    </label>
  );
  const shownHelper = error ? null : helper;
  return (
    <div className={FIELD_CLASS.root} {...state}>
      {marker ? (
        <div className={FIELD_CLASS.labelRow}>
          {labelElement}
          {marker}
        </div>
      ) : (
        labelElement
      )}
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': shownHelper ? helperId : undefined,
        'aria-errormessage': error ? errorId : undefined,
      })}
      {shownHelper ? (
        <div id={helperId} className={FIELD_CLASS.helper} data-warning={helperWarns ? '' : undefined}>
          {shownHelper}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className={FIELD_CLASS.error} aria-live="polite">
          {error}
        </div>
      ) : null}
      {after}
    </div>
  );
}
