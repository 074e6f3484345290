import type { Role } from '@clinic/contracts';
import { i18n } from '@clinic/i18n';
import '../i18n';

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

/** A text of the shell's catalogue: a screen passes its `t`, so menus follow the chosen language. */
export type Translate = (key: string) => string;

/** The spec's own words (English), for code outside a screen. */
const english: Translate = (key) => i18n.t(key, { lng: 'en', ns: 'shell' });

/** A menu entry: its path and its texts' key under `menu.` in the shell's catalogue. */
type Entry = readonly [path: string, key: string];

const toLink = ([path, key]: Entry, t: Translate): MenuLink => ({ path, label: t(`menu.${key}.label`), description: t(`menu.${key}.description`) });

/** Spec section 2: the Client Menu, these items in this order, and the food diary (issue 59) after the plans. */
const CLIENT: readonly Entry[] = [
  ['/nutritionistAvailability', 'client.availability'],
  ['/appointmentForm', 'client.book'],
  ['/appointmentList', 'client.appointments'],
  ['/nutritionPlansList', 'client.plans'],
  ['/diary', 'client.diary'],
  ['/progressList', 'client.progress'],
  ['/conversation', 'client.messages'],
];

/** Spec section 2: the Admin Panel's items, each keeping its spec label. */
const SPEC = {
  today: ['/admin/today', 'admin.today'],
  setAvailability: ['/admin/setAvailability', 'admin.setAvailability'],
  createPlan: ['/admin/createNutritionPlan', 'admin.createPlan'],
  myAvailability: ['/admin/myAvailability', 'admin.myAvailability'],
  updateSlots: ['/admin/updateSlots', 'admin.updateSlots'],
  updateSlotStatus: ['/admin/updateSlotStatus', 'admin.updateSlotStatus'],
  book: ['/appointmentForm', 'admin.book'],
  appointments: ['/appointmentList', 'admin.appointments'],
  plans: ['/nutritionPlansList', 'admin.plans'],
  progress: ['/progressList', 'admin.progress'],
  conversation: ['/conversation', 'admin.conversation'],
  conversations: ['/admin/conversationList', 'admin.conversations'],
} satisfies Record<string, Entry>;

const CALENDAR: Entry = ['/admin/calendar', 'admin.calendar'];
const BY_DATE: Entry = ['/admin/AppointmentsByDate', 'admin.byDate'];
const USER_LIST: Entry = ['/admin/userlist', 'admin.users'];
const SEND_MESSAGE: Entry = ['/sendMessage', 'admin.sendMessage'];
const CLINIC_SETTINGS: Entry = ['/admin/settings', 'admin.settings'];
const REVENUE: Entry = ['/admin/revenue', 'admin.revenue'];
const PAYMENT_SETTINGS: Entry = ['/admin/payment-settings', 'admin.paymentSettings'];
const BACKUPS: Entry = ['/admin/backups', 'admin.backups'];
const INTEGRATIONS: Entry = ['/admin/integrations', 'admin.integrations'];
const FOODS: Entry = ['/admin/foods', 'admin.foods'];

/** The Client Menu in `t`'s language. */
export const clientMenu = (t: Translate = english): MenuLink[] => CLIENT.map((entry) => toLink(entry, t));

/** Spec section 2: the Client Menu and the Admin Panel, exactly these items in this order (in English). */
export const CLIENT_MENU: readonly MenuLink[] = clientMenu();
export const ADMIN_MENU: readonly MenuLink[] = Object.values(SPEC).map((entry) => toLink(entry, english));

/**
 * The Admin Panel by what a practitioner is doing: the day, the people, the clinical records, the
 * messages, the clinic. Spec items keep their spec order within each group; admin-only screens
 * (accounts, clinic settings, payments set-up, backups, integrations) are left out for nutritionists,
 * and a group left empty disappears.
 */
export function practiceMenuGroups(role: Role, t: Translate = english): MenuGroup[] {
  const admin = role === 'admin';
  const only = (show: boolean, ...entries: Entry[]) => (show ? entries : []);
  const groups: [string, Entry[]][] = [
    ['schedule', [SPEC.today, CALENDAR, SPEC.setAvailability, SPEC.myAvailability, SPEC.updateSlots, SPEC.updateSlotStatus, SPEC.book, SPEC.appointments, BY_DATE]],
    ['clients', only(admin, USER_LIST)],
    ['plansProgress', [SPEC.createPlan, SPEC.plans, SPEC.progress, FOODS]],
    ['messages', [SPEC.conversation, SPEC.conversations, SEND_MESSAGE]],
    ['clinic', [...only(admin, CLINIC_SETTINGS), REVENUE, ...only(admin, PAYMENT_SETTINGS, BACKUPS, INTEGRATIONS)]],
  ];
  return groups
    .filter(([, entries]) => entries.length > 0)
    .map(([key, entries]) => ({ title: t(`menu.groups.${key}`), links: entries.map((entry) => toLink(entry, t)) }));
}

/** The header's role menu: the spec's Client Menu, or the Admin Panel in groups. */
export function roleMenu(role: Role, t: Translate = english): { title: string; groups: MenuGroup[] } {
  return role === 'client'
    ? { title: t('header.clientMenu'), groups: [{ title: '', links: clientMenu(t) }] }
    : { title: t('header.adminPanel'), groups: practiceMenuGroups(role, t) };
}

/** The option cards of the welcome and home pages: the role menu plus the home-only links. */
export function homeLinks(role: Role, t: Translate = english): MenuLink[] {
  if (role === 'client') return [...clientMenu(t), toLink(SEND_MESSAGE, t)];
  return practiceMenuGroups(role, t).flatMap((g) => g.links);
}
