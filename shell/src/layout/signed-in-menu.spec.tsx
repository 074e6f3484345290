import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { SignedInMenu } from './signed-in-menu';
import { CLIENT_MENU } from './menus';

const client: UserInfo = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '' };
const admin: UserInfo = { ...client, _id: 'a'.repeat(24), name: 'Dr. Asha Rao', role: 'admin', isAdmin: true };

function narrowWindow(matches: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

function show(user: UserInfo, url = '/home') {
  stubApi({
    'GET /api/notifications': { data: [], page: 1, limit: 8, total: 0, unread: 0 },
    'GET /api/messages/unread-count': { count: 0 },
  });
  return renderScreen(<SignedInMenu />, { user, path: url, url });
}

const bar = () => screen.getByRole('menubar', { name: 'Main navigation' });
const entries = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

describe('SignedInMenu', () => {
  it('shows Home, Profile, the role menu and the user menu; the Client Menu lists the spec\'s six links in order', async () => {
    show(client);
    expect(within(bar()).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Home', 'Profile', 'Client Menu', 'Priya Sharma']);
    // A link stays a link inside its menu item, and says which page is open.
    expect(within(bar()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    const trigger = screen.getByRole('menuitem', { name: 'Client Menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Client Menu' });
    expect(entries(menu)).toEqual(CLIENT_MENU.map((link) => link.label));
    expect(within(menu).getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/appointmentForm');

    // A click elsewhere closes it.
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('opens on hover with a mouse and closes when the pointer leaves', async () => {
    show(client);
    const trigger = screen.getByRole('menuitem', { name: 'Priya Sharma' });
    await userEvent.hover(trigger);
    expect(entries(screen.getByRole('menu', { name: 'Priya Sharma' }))).toEqual(['Profile', 'Logout']);
    // A click on the title of a menu the pointer opened keeps it open.
    await userEvent.click(trigger);
    expect(screen.getByRole('menu', { name: 'Priya Sharma' })).toBeInTheDocument();
    await userEvent.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.hover(screen.getByRole('menuitem', { name: 'Client Menu' }));
    screen.getByRole('menu', { name: 'Client Menu' });
    await userEvent.unhover(screen.getByRole('menuitem', { name: 'Client Menu' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('works from the keyboard: arrows open and move, Escape closes and returns to the menu\'s title', async () => {
    show(client);
    const trigger = screen.getByRole('menuitem', { name: 'Client Menu' });
    act(() => trigger.focus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Availability'));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveTextContent('Messages');
    await userEvent.keyboard('{Home}{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('Book Appointment');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveTextContent('Priya Sharma');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveTextContent('Home');
    // Tab from an open menu goes on to the next control and closes the menu behind it.
    act(() => trigger.focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Availability'));
    await userEvent.tab();
    expect(document.activeElement).toHaveTextContent('Priya Sharma');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('signs out from the user menu', async () => {
    const { host } = show(client);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Priya Sharma' }));
    await userEvent.click(within(screen.getByRole('menu')).getByRole('button', { name: 'Logout' }));
    expect(host.signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('groups the Admin Panel and marks the open page in it', async () => {
    show(admin, '/admin/today');
    expect(within(bar()).queryByRole('link', { current: 'page' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Admin Panel' }));
    const schedule = screen.getByRole('group', { name: 'Schedule' });
    expect(entries(schedule)).toContain("Today's Appointments");
    expect(within(schedule).getByRole('link', { name: "Today's Appointments" })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('group', { name: 'Clinic' })).toBeInTheDocument();
  });

  it('on a narrow screen, one Menu holds everything, under headings', async () => {
    const restore = narrowWindow(true);
    try {
      const { host } = show(client);
      expect(within(bar()).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Menu']);
      await userEvent.click(screen.getByRole('menuitem', { name: 'Menu' }));
      const menu = screen.getByRole('menu', { name: 'Menu' });
      expect(entries(menu)).toEqual(['Home', 'Profile', ...CLIENT_MENU.map((link) => link.label), 'Logout']);
      expect(within(menu).getByRole('group', { name: 'Client Menu' })).toBeInTheDocument();
      expect(within(menu).getByRole('group', { name: 'Priya Sharma' })).toBeInTheDocument();
      await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
      expect(host.signOut).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });
});
