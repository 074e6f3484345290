import { translatedScreens } from './screens';

describe('a remote’s screens in the reader’s language', () => {
  const catalogue: Record<string, Record<string, string>> = {
    en: { 'routes.list': 'Appointments', 'list.mine': 'My Appointments', 'list.all': 'Appointments' },
    hi: { 'routes.list': 'अपॉइंटमेंट', 'list.mine': 'मेरे अपॉइंटमेंट', 'list.all': 'अपॉइंटमेंट' },
  };
  let language = 'en';
  const screen = translatedScreens((key) => catalogue[language][key] ?? key, {
    list: { client: 'list.mine', '*': 'list.all' },
  });
  const Component = () => null;

  it('reads the title and the role’s heading each time, in the language shown then', () => {
    const route = screen({ path: 'list', access: ['client', 'admin'], titleKey: 'list', Component });
    language = 'en';
    expect([route.title, route.heading?.('client'), route.heading?.('admin'), route.heading?.(undefined)]).toEqual([
      'Appointments',
      'My Appointments',
      'Appointments',
      'Appointments',
    ]);
    language = 'hi';
    expect([route.title, route.heading?.('client')]).toEqual(['अपॉइंटमेंट', 'मेरे अपॉइंटमेंट']);
    expect(route).toMatchObject({ path: 'list', access: ['client', 'admin'], Component });
  });

  it('gives no heading to a screen headings.json does not declare', () => {
    expect(screen({ path: 'list/:id', access: 'public', titleKey: 'list', Component }).heading).toBeUndefined();
  });
});
