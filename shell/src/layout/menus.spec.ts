import { ADMIN_MENU, CLIENT_MENU, homeLinks, practiceMenuGroups, roleMenu } from './menus';

const paths = (links: readonly { path: string }[]) => links.map((l) => l.path);
const flat = (role: 'admin' | 'nutritionist') => practiceMenuGroups(role).flatMap((g) => paths(g.links));

describe('role menus', () => {
  it('keeps the spec Client Menu as one list', () => {
    expect(roleMenu('client')).toEqual({ title: 'Client Menu', groups: [{ title: '', links: CLIENT_MENU }] });
  });

  it('groups the Admin Panel and keeps every spec entry, in spec order within each group', () => {
    const groups = practiceMenuGroups('admin');
    expect(groups.map((g) => g.title)).toEqual(['Schedule', 'Clients', 'Plans & progress', 'Messages', 'Clinic']);
    const all = flat('admin');
    for (const group of groups) {
      const spec = paths(group.links).filter((p) => paths(ADMIN_MENU).includes(p));
      expect(spec).toEqual([...spec].sort((a, b) => paths(ADMIN_MENU).indexOf(a) - paths(ADMIN_MENU).indexOf(b)));
    }
    expect(paths(ADMIN_MENU).every((p) => all.includes(p))).toBe(true);
    expect(paths(groups[0].links).slice(0, 2)).toEqual(['/admin/today', '/admin/calendar']);
    expect(all).toEqual(expect.arrayContaining(['/admin/userlist', '/admin/AppointmentsByDate']));
    expect(paths(groups[4].links)).toEqual(['/admin/settings', '/admin/revenue', '/admin/payment-settings', '/admin/backups', '/admin/integrations']);
  });

  it('leaves admin-only screens, and the empty Clients group, out of a nutritionist\'s menu', () => {
    expect(practiceMenuGroups('nutritionist').map((g) => g.title)).toEqual(['Schedule', 'Plans & progress', 'Messages', 'Clinic']);
    const all = flat('nutritionist');
    for (const adminOnly of ['/admin/userlist', '/admin/settings', '/admin/payment-settings', '/admin/backups', '/admin/integrations']) expect(all).not.toContain(adminOnly);
    expect(paths(ADMIN_MENU).every((p) => all.includes(p))).toBe(true);
  });

  it('offers the home page cards of the spec: the menu, Send a Message, and the admin\'s users and dates', () => {
    expect(paths(homeLinks('client'))).toEqual([...paths(CLIENT_MENU), '/sendMessage']);
    expect(paths(homeLinks('admin'))).toEqual(expect.arrayContaining(['/sendMessage', '/admin/userlist', '/admin/AppointmentsByDate']));
    expect(new Set(paths(homeLinks('admin'))).size).toBe(homeLinks('admin').length);
  });
});
