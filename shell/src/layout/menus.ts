import type { Role } from '@clinic/contracts';

export interface MenuLink {
  path: string;
  label: string;
  description: string;
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

/** Spec section 2: the Admin Panel, exactly these items in this order. */
export const ADMIN_MENU: readonly MenuLink[] = [
  { path: '/admin/today', label: "Today's Appointments", description: 'Who is coming in today.' },
  { path: '/admin/setAvailability', label: 'Set Availability', description: 'Publish your weekly hours.' },
  { path: '/admin/createNutritionPlan', label: 'Create Nutrition Plan', description: 'Write a plan for a client.' },
  { path: '/admin/myAvailability', label: 'My Availability', description: 'Your weekly slots at a glance.' },
  { path: '/admin/updateSlots', label: 'Update Slots', description: 'Change the slots of a day.' },
  { path: '/admin/updateSlotStatus', label: 'Update Slot Status', description: 'Mark a slot booked or free.' },
  { path: '/appointmentForm', label: 'Book Appointment', description: 'Book a session for a client.' },
  { path: '/appointmentList', label: 'Appointments', description: 'All appointments, with filters.' },
  { path: '/nutritionPlansList', label: 'Nutrition Plans', description: 'Every plan, to view or edit.' },
  { path: '/progressList', label: 'Progress Records', description: "Clients' progress records." },
  { path: '/conversation', label: 'Conversation', description: 'Read and answer a client.' },
  { path: '/admin/conversationList', label: 'Conversations', description: 'Recent conversations, unread first.' },
];

const SEND_MESSAGE: MenuLink = { path: '/sendMessage', label: 'Send a Message', description: 'Write a new message.' };
const USER_LIST: MenuLink = { path: '/admin/userlist', label: 'Manage Users', description: 'Accounts and roles.' };
const BACKUPS: MenuLink = { path: '/admin/backups', label: 'Backups', description: 'Schedule, last backup, back up now.' };
const INTEGRATIONS: MenuLink = { path: '/admin/integrations', label: 'Integrations', description: 'API keys and webhooks for other systems.' };
const REVENUE: MenuLink = { path: '/admin/revenue', label: 'Revenue', description: 'Collected, awaiting verification and outstanding.' };
const PAYMENT_SETTINGS: MenuLink = { path: '/admin/payment-settings', label: 'Payment Settings', description: 'UPI ID, payee and receipt details.' };
const BY_DATE: MenuLink = { path: '/admin/AppointmentsByDate', label: 'Appointments by Date', description: 'The schedule of any day.' };

export function roleMenu(role: Role): { title: string; links: readonly MenuLink[] } {
  return role === 'client' ? { title: 'Client Menu', links: CLIENT_MENU } : { title: 'Admin Panel', links: ADMIN_MENU };
}

/** The option cards of the welcome and home pages: the role menu plus the home-only links. */
export function homeLinks(role: Role): MenuLink[] {
  const { links } = roleMenu(role);
  if (role === 'client') return [...links, SEND_MESSAGE];
  // Nutritionists practise like the admin but do not manage accounts.
  return [...links, SEND_MESSAGE, ...(role === 'admin' ? [USER_LIST] : []), BY_DATE, REVENUE, ...(role === 'admin' ? [PAYMENT_SETTINGS, BACKUPS, INTEGRATIONS] : [])];
}
