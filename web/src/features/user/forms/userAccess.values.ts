import type { UserAccessValues } from './userAccess.validation.ts';

/** Spec section 5: a user-access save needs both a user and a role. */
export const SAVE_NEEDS_BOTH = 'Save failed! Please select both email and roles';

export const EMPTY_USER_ACCESS: UserAccessValues = { userId: '', roleId: '' };
