// Stands in for antd's tooltip UniqueProvider (antd/es/tooltip/UniqueProvider). ConfigProvider
// imports it statically but renders it only when `tooltip.unique` is set, which this product never
// does; the real module drags @rc-component/trigger (about 18 kB gzip) onto every page, the
// sign-in page included. Tooltips keep working: each one brings its own trigger when it is used.
module.exports = function UniqueProvider(props) {
  return props.children;
};
