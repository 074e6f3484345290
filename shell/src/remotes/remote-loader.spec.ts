import { loadRemote } from '@module-federation/enhanced/runtime';
import { HOST_API_VERSION, type RemoteModule } from '@clinic/host';
import { nextTask } from '../app/next-task';
import { loadRemoteRoutes, warmUpRemote } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const screen = (preload?: () => Promise<unknown>) => Object.assign(() => null, preload ? { preload } : {});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function remoteWith(routes: RemoteModule['routes']): { default: RemoteModule } {
  return { default: { hostApiVersion: HOST_API_VERSION, version: '1.0.0', routes } as RemoteModule };
}

describe('warming up the remote a page opens on', () => {
  beforeEach(() => loadRemoteMock.mockReset());

  it("fetches the remote's routes once, then, in a task of its own, preloads only the screen the path names", async () => {
    const list = jest.fn(async () => undefined);
    const view = jest.fn(async () => undefined);
    loadRemoteMock.mockResolvedValue(
      remoteWith([
        { path: 'appointmentList', access: 'public', title: 'Appointments', Component: screen(list) },
        { path: 'appointments/:id/view', access: 'public', title: 'Details', Component: screen(view) },
        { path: 'appointmentForm', access: 'public', title: 'Book', Component: screen() },
      ]),
    );
    warmUpRemote('mfe_client', '/Appointments/abc/view');
    // The screen, rendering later, gets the routes already loaded.
    await loadRemoteRoutes('mfe_client');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    // Its code is asked for in a task after the one the routes arrived in.
    expect(view).not.toHaveBeenCalled();
    await nextTask();
    expect(view).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
  });

  it('leaves a failure to the screen, which tries again', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    loadRemoteMock.mockRejectedValueOnce(new Error('connection refused'));
    warmUpRemote('mfe_admin', '/admin/userlist');
    await flush();
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);

    loadRemoteMock.mockResolvedValueOnce(remoteWith([]));
    await expect(loadRemoteRoutes('mfe_admin')).resolves.toMatchObject({ routes: [] });
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });
});
