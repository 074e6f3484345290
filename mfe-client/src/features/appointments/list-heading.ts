import { type Role, type ScreenHeadingDeclaration, screenHeadingKey } from '@clinic/contracts';
import headings from '../../headings.json';

/**
 * The appointment list's heading (a key of the client catalogue): a client's own appointments are
 * "My Appointments". The screen draws it; the shell draws it while the screen's code loads, from
 * the same declaration (headings.json, copied into this remote's manifest).
 */
export const appointmentListHeading = (role: Role | undefined) => screenHeadingKey(headings.appointmentList as ScreenHeadingDeclaration, role)!;
