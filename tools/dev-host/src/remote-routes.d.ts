/** The routes module of the remote being served: aliased per remote by tools/webpack/create-config.cjs. */
declare module '@remote/routes' {
  import type { RemoteModule } from '@clinic/host';
  const remote: RemoteModule;
  export default remote;
}
