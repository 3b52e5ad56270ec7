import { Field, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FormFieldProps = {
  label: string;
  /** The message to show under the control (a server's userError); marks the control invalid. */
  error?: string;
  helperText?: string;
  disabled?: boolean;
  /** Shown beside the label, outside it (a rule's '!' marker), so clicking it does not focus the control. */
  marker?: ReactNode;
  children: ReactNode;
};

/**
 * One labelled form control with its error text: Chakra's Field wires the label's `for`, the
 * control's `aria-invalid` and its `aria-describedby` to the error and helper texts.
 */
export function FormField({ label, error, helperText, disabled, marker, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      {marker ? (
        <HStack gap="1">
          <Field.Label>{label}</Field.Label>
          {marker}
        </HStack>
      ) : (
        <Field.Label>{label}</Field.Label>
      )}
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
