import { object, string, type InferType } from 'yup';

/** Select values are the ids as text; '' is the unselected placeholder. */
export const userAccessSchema = object({
  userId: string().trim().required('Select a user.'),
  roleId: string()
    .trim()
    .required('Select an access role.')
    .matches(/^\d+$/, { message: 'Select an access role.', excludeEmptyString: true }),
});

export type UserAccessValues = InferType<typeof userAccessSchema>;
