// `@docusaurus/ExecutionEnvironment` in a site's client modules, which run in the browser only.
const ExecutionEnvironment = {
  canUseDOM: true,
  canUseEventListeners: true,
  canUseIntersectionObserver: typeof IntersectionObserver !== 'undefined',
  canUseViewport: true,
};

export default ExecutionEnvironment;
