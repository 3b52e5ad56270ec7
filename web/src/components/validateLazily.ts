import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';
import { loadChunk } from '../app/loadChunk.ts';

/**
 * A Formik `validate` that does what `validationSchema` does with a Yup schema whose module is loaded
 * at the first validation: Yup (~12 KB gzipped) is then no part of what a form's screen needs to open.
 * A schema that failed to load is asked for again at the next validation.
 */
export function validateLazily<V extends FormikValues>(
  load: () => Promise<Schema>,
): (values: V) => Promise<FormikErrors<V>> {
  let schema: Promise<Schema> | undefined;
  return async (values) => {
    schema ??= loadChunk(load).catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    try {
      await validateYupSchema(values, await schema);
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<V>(error);
      throw error;
    }
  };
}
