import type { TStaffMember } from '@contrato-claro/shared';
import { createContext, useContext } from 'react';

/** The signed-in staff member of the back office, and how to sign out. */
export interface StaffSessionValue {
  member: TStaffMember;
  logOut: () => Promise<void>;
}

export const StaffSessionContext = createContext<StaffSessionValue | null>(null);

/** The staff session; only screens inside the signed-in staff layout use it. */
export function useStaffSession(): StaffSessionValue {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession outside the staff layout');
  return session;
}
