// The one place that names the Chromium the tests drive: these machines download no browser, so
// Debian's `chromium` (installed by .ci/setup) or the executable named in CHROMIUM_PATH.
const fs = require('node:fs');

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv))
      throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found. Run `bash .ci/setup` (installs Debian chromium) or set CHROMIUM_PATH.',
    );
  }
  return found;
}

// Without the networking flags Chromium floods the closed network with connection attempts;
// hinting off keeps glyph rendering identical from machine to machine for the visual baselines.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  // A story's play function clicks with synthetic events, which never count as the user's gesture
  // Chromium wants before media with sound may play; the learner's real click always does.
  '--autoplay-policy=no-user-gesture-required',
];

module.exports = {
  chromiumPath,
  chromiumArgs,
  launchOptions: () => ({ executablePath: chromiumPath(), args: chromiumArgs }),
};
