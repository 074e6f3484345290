import { lazyScreen } from './lazy-screen';

describe('lazyScreen', () => {
  it('loads nothing until asked, then the module once however often it is preloaded', async () => {
    const Page = () => null;
    const load = jest.fn(async () => ({ Page }));
    const screen = lazyScreen(load, 'Page');
    expect(load).not.toHaveBeenCalled();

    await screen.preload();
    await screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
