import { object, string, type InferType } from 'yup';

/** Spec section 5: a user-access save needs both a user and a role. */
export const SAVE_NEEDS_BOTH = 'Save failed! Please select both email and roles';

/** Select values are the ids as text; '' is the unselected placeholder. */
export const userAccessSchema = object({
  userId: string().trim().required('Select a user.'),
  roleId: string()
    .trim()
    .required('Select an access role.')
    .matches(/^\d+$/, { message: 'Select an access role.', excludeEmptyString: true }),
});

export type UserAccessValues = InferType<typeof userAccessSchema>;

export const EMPTY_USER_ACCESS: UserAccessValues = { userId: '', roleId: '' };
