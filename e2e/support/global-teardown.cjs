module.exports = async () => {
  await globalThis.__APP_SERVER__?.stop();
};
