export {
  HOST_API_VERSION,
  HostContext,
  useClinic,
  useCurrentUser,
  useHost,
  useNotify,
  type ClinicSettings,
  type HostApi,
  type Notifier,
} from './host-api';
export { defineRemote, isHostApiCompatible, type RemoteModule, type RemoteRoute, type RouteAccess } from './remote-module';
