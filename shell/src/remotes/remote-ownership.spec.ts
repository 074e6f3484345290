import { remoteFor } from './remote-ownership';

describe('remote ownership of top-level paths', () => {
  it.each([
    ['/admin/userlist', 'mfe_admin'],
    ['/admin/user/665f1c2b9d3e4a0012ab34cd/edit', 'mfe_admin'],
    ['/admin/conversationList', 'mfe_messaging'],
    ['/conversation', 'mfe_messaging'],
    ['/sendMessage', 'mfe_messaging'],
    ['/appointmentForm', 'mfe_client'],
    ['/appointments/1/view', 'mfe_client'],
    ['/nutritionistAvailability', 'mfe_client'],
    ['/nutritionistAvailability/abc', 'mfe_client'],
    ['/nutrition-plans', 'mfe_client'],
    ['/progress', 'mfe_client'],
    ['/progress/edit/1', 'mfe_client'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteFor(path)).toBe(remote);
  });

  it('leaves unknown paths to the shell', () => {
    expect(remoteFor('/nope')).toBeNull();
    expect(remoteFor('/profile')).toBeNull();
  });
});
