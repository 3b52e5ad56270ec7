/** A user as the records API answers it. */
export type UserRecord = {
  id: number;
  email: string;
  display_name: string;
  role_id: number | null;
  role: { id: number; value: string } | null;
};
