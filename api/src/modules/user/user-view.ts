import type { Caller } from '../../http/caller.ts';

/** A user as every user call answers it: the role as an object, or null for a user without one. */
export type UserView = {
  id: number;
  role_id: number | null;
  email: string;
  display_name: string;
  role: { id: number; value: string } | null;
};

export function toUserView(user: Caller): UserView {
  return {
    id: user.id,
    role_id: user.role_id,
    email: user.email,
    display_name: user.display_name,
    role: user.role_id !== null && user.role !== null ? { id: user.role_id, value: user.role } : null,
  };
}
