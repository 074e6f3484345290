/** Replaced at build time by each app's webpack configuration (tools/webpack/create-config.cjs). */
declare const __HOST_API_VERSION__: string;
/** The app's own version, from its package.json. */
declare const __APP_VERSION__: string;
/** The shell's prebuilt antd stylesheet, under its public path (tools/webpack/antd-stylesheet.cjs); only in the shell's builds. */
declare const __ANTD_STYLESHEET__: string | undefined;
