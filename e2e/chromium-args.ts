/**
 * How the journeys launch Debian's Chromium: headless, no sandbox, nothing from the network, and
 * without the browser's own WebUI omnibox popup. Chromium 156 preloads that popup (a renderer
 * rendering chrome://omnibox-popup.top-chrome/, and its AI-mode page) for every window, and
 * Playwright opens a window per page: measured on four spec files, it cost 13–17 % of the
 * journeys' CPU (decision 0371, amended). The journeys never touch the browser's own UI.
 *
 * Chromium keeps only the last `--disable-features` of its command line, and Playwright passes
 * its own before ours, so ours repeats Playwright's (1.64) and adds the popup's;
 * e2e/chromium-args.spec.ts fails when Playwright disables a feature this list does not.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Debian's Chromium: the browser people use, for what only it does (the PDF viewer, a modal
 * dialog's focus coming back from the browser's own UI) and the bench's Lighthouse. CHROMIUM_PATH
 * names another.
 */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys' browser: Debian's old headless shell (package chromium-headless-shell, the same
 * Chromium release and Blink), the build Playwright itself runs for headless Chromium. The full
 * browser's UI stack cost a fifth of the journeys' CPU (decision 0525). It has no PDF viewer: a
 * journey that opens a PDF runs in FULL_CHROMIUM (`test.use({ launchOptions: IN_FULL_CHROMIUM })`).
 * HEADLESS_CHROMIUM_PATH names another.
 */
export const HEADLESS_CHROMIUM =
  process.env.HEADLESS_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** Headless, no sandbox, nothing from the network: every Chromium the project starts. */
export const CHROMIUM_BASE_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A Chromium Playwright starts (the journeys, the bench's page weights). */
export const CHROMIUM_ARGS = [
  ...CHROMIUM_BASE_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
];

/** A spec file's launch options in the full browser (see FULL_CHROMIUM). */
export const IN_FULL_CHROMIUM = { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS };
