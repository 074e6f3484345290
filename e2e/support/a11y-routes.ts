import type { Page } from 'playwright-core';
import type { Seeded } from './seed';

export type Visitor = 'guest' | 'client' | 'nutritionist' | 'admin';

export interface CheckedRoute {
  /** The path to open, built from the seeded records where it needs an id. */
  path: (s: Seeded) => string;
  /** Everyone who can open it (the access rule of the route). */
  who: readonly Visitor[];
  /**
   * What the page draws after its heading and spinners are done, to wait for before the check: a
   * dialog the URL opens loads its code after the screen, and axe measuring it half faded in
   * reports a contrast the finished dialog does not have.
   */
  ready?: (page: Page) => Promise<void>;
  /** Opens something that only shows on demand (a dialog, a popover), checked as a second state, for `who`. */
  open?: { name: string; who: readonly Visitor[]; action: (page: Page) => Promise<void> };
}

const SIGNED_IN: readonly Visitor[] = ['client', 'nutritionist', 'admin'];
const PRACTITIONERS: readonly Visitor[] = ['nutritionist', 'admin'];
const ADMIN: readonly Visitor[] = ['admin'];

/**
 * Every route of the product, the spec's and the newer ones, with who can open it: the one place a
 * new screen is added to the accessibility check (e2e/specs/accessibility.e2e.ts).
 */
export const CHECKED_ROUTES: readonly CheckedRoute[] = [
  // Shell
  {
    path: () => '/',
    who: ['guest', ...SIGNED_IN],
    open: {
      name: 'header menu',
      who: SIGNED_IN,
      action: async (page) => {
        await page.locator('button[aria-haspopup="menu"]').first().click();
        await page.getByRole('menu').waitFor();
      },
    },
  },
  {
    path: () => '/home',
    who: ['guest', ...SIGNED_IN],
    open: {
      name: 'notifications',
      who: SIGNED_IN,
      action: async (page) => {
        await page.locator('button.header-bell').click();
        await page.locator('.header-popover').waitFor();
      },
    },
  },
  { path: () => '/login', who: ['guest'] },
  { path: () => '/register', who: ['guest'] },
  { path: () => '/forgot-password', who: ['guest'] },
  // A link that is not valid: the page explains it and offers a new one.
  { path: () => '/reset-password?token=not-a-real-link', who: ['guest'] },
  { path: () => '/unauthorized', who: ['client'] },
  { path: () => '/profile', who: SIGNED_IN },
  // mfe-client
  { path: () => '/appointmentForm', who: SIGNED_IN },
  {
    path: () => '/appointmentList',
    who: SIGNED_IN,
    open: {
      name: 'delete confirmation',
      who: ['client', 'admin'],
      action: async (page) => {
        // ConfirmDelete's danger link (the client's list also has a danger Cancel button before it).
        await page.locator('main button.ant-btn-link.ant-btn-dangerous').first().click();
        await page.locator('.ant-popconfirm:visible, .ant-popover:visible').first().waitFor();
      },
    },
  },
  { path: (s) => `/appointments/${s.appointmentId}/view`, who: ['client', 'admin'] },
  { path: (s) => `/appointments/${s.appointmentId}/edit`, who: ['client', 'admin'] },
  { path: () => '/nutritionistAvailability', who: ['client'] },
  { path: (s) => `/nutritionistAvailability/${s.admin.id}`, who: ['client'] },
  { path: () => '/nutritionPlansList', who: SIGNED_IN },
  { path: (s) => `/nutrition-plans/${s.planId}`, who: ['client', 'admin'] },
  { path: () => '/diary', who: ['client'] },
  { path: () => '/progressList', who: SIGNED_IN },
  { path: (s) => `/progress/${s.progressId}`, who: ['client', 'admin'] },
  { path: (s) => `/progress/edit/${s.progressId}`, who: ['admin'] },
  // mfe-admin
  { path: () => '/admin/userlist', who: ADMIN },
  { path: (s) => `/admin/user/${s.client.id}/edit`, who: ADMIN },
  { path: () => '/admin/setAvailability', who: PRACTITIONERS },
  { path: () => '/admin/myAvailability', who: PRACTITIONERS },
  { path: () => '/admin/updateSlots', who: PRACTITIONERS },
  { path: () => '/admin/updateSlotStatus', who: PRACTITIONERS },
  { path: () => '/admin/deleteAvailability', who: PRACTITIONERS },
  { path: () => '/admin/today', who: PRACTITIONERS },
  { path: (s) => `/admin/calendar?date=${s.date}`, who: PRACTITIONERS },
  { path: (s) => `/admin/calendar?date=${s.date}&view=day`, who: PRACTITIONERS },
  { path: (s) => `/appointmentList?reschedule=${s.appointmentId}`, who: ['admin'], ready: (page) => page.getByRole('dialog').waitFor() },
  {
    path: (s) => `/admin/AppointmentsByDate?date=${s.date}`,
    who: PRACTITIONERS,
    open: {
      name: 'cancel dialog',
      who: ['admin'],
      action: async (page) => {
        // The day's first Cancel: a danger button that is not a link, in either language.
        await page.locator('main button.ant-btn-dangerous:not(.ant-btn-link)').first().click();
        await page.getByRole('dialog').waitFor();
      },
    },
  },
  { path: () => '/admin/createNutritionPlan', who: PRACTITIONERS },
  { path: (s) => `/admin/nutrition-plans/${s.planId}/edit`, who: ADMIN },
  { path: (s) => `/admin/clientPlans/${s.client.id}`, who: PRACTITIONERS },
  { path: (s) => `/admin/clients/${s.client.id}/nutrition`, who: ADMIN },
  { path: () => '/admin/foods', who: PRACTITIONERS },
  { path: () => '/admin/progressPlans', who: PRACTITIONERS },
  { path: (s) => `/admin/progressPlans/${s.client.id}`, who: ADMIN },
  { path: () => '/admin/revenue', who: PRACTITIONERS },
  { path: () => '/admin/payment-settings', who: ADMIN },
  { path: () => '/admin/settings', who: ADMIN },
  { path: (s) => `/admin/audit/${s.client.id}`, who: ADMIN },
  { path: () => '/admin/backups', who: ADMIN },
  { path: () => '/admin/integrations', who: ADMIN },
  // mfe-messaging
  { path: (s) => `/conversation?user=${s.admin.id}`, who: ['client'] },
  { path: (s) => `/conversation?user=${s.client.id}`, who: PRACTITIONERS },
  { path: () => '/sendMessage', who: SIGNED_IN },
  { path: () => '/admin/conversationList', who: PRACTITIONERS },
];
