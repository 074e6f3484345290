import { isClinician, type Role } from '@clinic/contracts';

/**
 * The appointment list's heading (a key of the client catalogue): a client's own appointments are
 * "My Appointments". The screen draws it, and the shell draws it while the screen's code loads.
 */
export const appointmentListHeading = (role: Role | undefined) => (isClinician(role) ? 'appointments.list.title' : 'appointments.list.titleMine');
