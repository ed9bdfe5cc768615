/** The context options a test may set with `test.use`, as Playwright's fixtures resolve them. */
export interface ContextOptionsInUse {
  javaScriptEnabled: boolean;
  isMobile: boolean;
  hasTouch: boolean;
  offline: boolean;
  colorScheme: string | null;
  userAgent: string | undefined;
}

/**
 * The options the shared page cannot honour per test, because only a new context can: those that differ
 * from Playwright's defaults. A page can change its viewport and its permissions, so those are absent.
 */
export function optionsOnlyANewContextHonours(options: ContextOptionsInUse): string[] {
  const set = {
    javaScriptEnabled: !options.javaScriptEnabled,
    isMobile: options.isMobile,
    hasTouch: options.hasTouch,
    offline: options.offline,
    colorScheme: options.colorScheme !== 'light',
    userAgent: options.userAgent !== undefined,
  };
  return Object.entries(set)
    .filter(([, differs]) => differs)
    .map(([name]) => name);
}
