import { accessSync, constants } from 'node:fs';

/** Where the usual packages put Chromium or Chrome: Debian and Ubuntu, snaps, macOS. */
export const CHROMIUM_LOCATIONS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
] as const;

/** What an operator does when none is found (the 503's detail, the start log, the health answer). */
export const CHROMIUM_INSTALL_HINT = "install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome";

export const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The browser that prints quotes: `PUPPETEER_EXECUTABLE_PATH` or `CHROMIUM_PATH` when set (an
 * operator's explicit choice is used as it is, even when it is wrong, so the error names it),
 * else the first of {@link CHROMIUM_LOCATIONS} that exists; undefined when there is none.
 */
export function findChromium(
  env: Readonly<Record<string, string | undefined>>,
  exists: (file: string) => boolean = isExecutable,
): string | undefined {
  const chosen = env.PUPPETEER_EXECUTABLE_PATH || env.CHROMIUM_PATH;
  if (chosen) return chosen;
  return CHROMIUM_LOCATIONS.find((file) => exists(file));
}
