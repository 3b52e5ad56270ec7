import { object, string, type InferType } from 'yup';

/** The new integrator form; the server checks the same and more (a client id already in use). */
export const integratorSchema = object({
  name: string().trim().required('Enter a name.').max(100, 'A name has at most 100 characters.'),
  clientId: string()
    .trim()
    .required('Enter the client id.')
    .max(100, 'A client id has at most 100 characters.')
    .matches(/^[\x21-\x3f\x41-\x7e]+$/, {
      message: 'A client id is letters, digits and punctuation other than @, without spaces.',
      excludeEmptyString: true,
    }),
  roleId: string().trim().required('Select a role.'),
  scope: string().required('Select a scope.').oneOf(['READ', 'READ_WRITE'], 'Select a scope.'),
});

export type IntegratorValues = InferType<typeof integratorSchema>;
