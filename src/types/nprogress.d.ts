// nprogress 0.2 ships no types; the progress-bar client module only configures it.
declare module 'nprogress' {
  const nprogress: { configure(options: { template?: string; barSelector?: string }): void };
  export default nprogress;
}
