import { OFFICE_ROLES } from '@carnet/contract';
import { useUser } from '../../lib/use-user';

/** Whether the person signed in runs the school's office (creates evenings, moves bookings, reads every concern), not only teaches. */
export const useIsOffice = () => useUser()?.roles.some((role) => OFFICE_ROLES.includes(role)) ?? false;
