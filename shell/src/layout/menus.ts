import type { Role } from '@clinic/contracts';

export interface MenuLink {
  path: string;
  label: string;
  description: string;
}

/** A titled part of a role menu. */
export interface MenuGroup {
  title: string;
  links: readonly MenuLink[];
}

/** Spec section 2: the Client Menu, exactly these items in this order. */
export const CLIENT_MENU: readonly MenuLink[] = [
  { path: '/nutritionistAvailability', label: 'Nutritionist Availability', description: 'See when your nutritionist is free.' },
  { path: '/appointmentForm', label: 'Book Appointment', description: 'Pick a free slot and book a session.' },
  { path: '/appointmentList', label: 'My Appointments', description: 'View, change or cancel your bookings.' },
  { path: '/nutritionPlansList', label: 'Nutrition Plans', description: 'The plans your nutritionist wrote for you.' },
  { path: '/progressList', label: 'Progress', description: 'Your weight, BMI and body fat over time.' },
  { path: '/conversation', label: 'Messages', description: 'Talk to your nutritionist.' },
];

const link = (path: string, label: string, description: string): MenuLink => ({ path, label, description });

/** Spec section 2: the Admin Panel's items, each keeping its spec label. */
const SPEC = {
  today: link('/admin/today', "Today's Appointments", 'Who is coming in today.'),
  setAvailability: link('/admin/setAvailability', 'Set Availability', 'Publish your weekly hours.'),
  createPlan: link('/admin/createNutritionPlan', 'Create Nutrition Plan', 'Write a plan for a client.'),
  myAvailability: link('/admin/myAvailability', 'My Availability', 'Your weekly slots at a glance.'),
  updateSlots: link('/admin/updateSlots', 'Update Slots', 'Change the slots of a day.'),
  updateSlotStatus: link('/admin/updateSlotStatus', 'Update Slot Status', 'Mark a slot booked or free.'),
  book: link('/appointmentForm', 'Book Appointment', 'Book a session for a client.'),
  appointments: link('/appointmentList', 'Appointments', 'All appointments, with filters.'),
  plans: link('/nutritionPlansList', 'Nutrition Plans', 'Every plan, to view or edit.'),
  progress: link('/progressList', 'Progress Records', "Clients' progress records."),
  conversation: link('/conversation', 'Conversation', 'Read and answer a client.'),
  conversations: link('/admin/conversationList', 'Conversations', 'Recent conversations, unread first.'),
};

/** Spec section 2: the Admin Panel, exactly these items in this order (grouped in the header). */
export const ADMIN_MENU: readonly MenuLink[] = Object.values(SPEC);

const CALENDAR = link('/admin/calendar', 'Calendar', 'Day and week views of your appointments.');
const BY_DATE = link('/admin/AppointmentsByDate', 'Appointments by Date', 'The schedule of any day.');
const USER_LIST = link('/admin/userlist', 'Manage Users', 'Accounts and roles.');
const SEND_MESSAGE = link('/sendMessage', 'Send a Message', 'Write a new message.');
const CLINIC_SETTINGS = link('/admin/settings', 'Clinic Settings', 'Name, address, prices, cut-offs and follow-ups.');
const REVENUE = link('/admin/revenue', 'Revenue', 'Collected, awaiting verification and outstanding.');
const PAYMENT_SETTINGS = link('/admin/payment-settings', 'Payment Settings', 'UPI ID, payee and receipt details.');
const BACKUPS = link('/admin/backups', 'Backups', 'Schedule, last backup, back up now.');
const INTEGRATIONS = link('/admin/integrations', 'Integrations', 'API keys and webhooks for other systems.');

/**
 * The Admin Panel by what a practitioner is doing: the day, the people, the clinical records, the
 * messages, the clinic. Spec items keep their spec order within each group; admin-only screens
 * (accounts, clinic settings, payments set-up, backups, integrations) are left out for nutritionists,
 * and a group left empty disappears.
 */
export function practiceMenuGroups(role: Role): MenuGroup[] {
  const admin = role === 'admin';
  const only = (show: boolean, ...links: MenuLink[]) => (show ? links : []);
  const groups: MenuGroup[] = [
    {
      title: 'Schedule',
      links: [SPEC.today, CALENDAR, SPEC.setAvailability, SPEC.myAvailability, SPEC.updateSlots, SPEC.updateSlotStatus, SPEC.book, SPEC.appointments, BY_DATE],
    },
    { title: 'Clients', links: only(admin, USER_LIST) },
    { title: 'Plans & progress', links: [SPEC.createPlan, SPEC.plans, SPEC.progress] },
    { title: 'Messages', links: [SPEC.conversation, SPEC.conversations, SEND_MESSAGE] },
    { title: 'Clinic', links: [...only(admin, CLINIC_SETTINGS), REVENUE, ...only(admin, PAYMENT_SETTINGS, BACKUPS, INTEGRATIONS)] },
  ];
  return groups.filter((g) => g.links.length > 0);
}

/** The header's role menu: the spec's Client Menu, or the Admin Panel in groups. */
export function roleMenu(role: Role): { title: string; groups: MenuGroup[] } {
  return role === 'client'
    ? { title: 'Client Menu', groups: [{ title: '', links: CLIENT_MENU }] }
    : { title: 'Admin Panel', groups: practiceMenuGroups(role) };
}

/** The option cards of the welcome and home pages: the role menu plus the home-only links. */
export function homeLinks(role: Role): MenuLink[] {
  if (role === 'client') return [...CLIENT_MENU, SEND_MESSAGE];
  return practiceMenuGroups(role).flatMap((g) => g.links);
}
