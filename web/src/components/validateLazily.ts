import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';
import { loadOnce } from '../platform/loadChunk.ts';

/**
 * A Formik `validate` that does what `validationSchema` does with a Yup schema whose module is loaded
 * at the first validation: Yup (~12 KB gzipped) is then no part of what a form's screen needs to open.
 * A schema that failed to load is asked for again at the next validation.
 */
export function validateLazily<V extends FormikValues>(
  load: () => Promise<Schema>,
): (values: V) => Promise<FormikErrors<V>> {
  const schema = loadOnce(load);
  return async (values) => {
    const loaded = await schema();
    try {
      await validateYupSchema(values, loaded);
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<V>(error);
      throw error;
    }
  };
}
