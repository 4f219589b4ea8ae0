import type { AppConfig } from '../config/config';
import { Dialog } from './Dialog';

interface PrivacyDialogProps {
  config: AppConfig;
  onClose: () => void;
}

export function PrivacyDialog({ config, onClose }: PrivacyDialogProps) {
  const { title } = config;
  return (
    <Dialog title="Privacy Policy" onClose={onClose} className="privacy-dialog">
      <h3>Your game data stays on your device</h3>
      <p>
        {title} has no accounts. Your current game, statistics, settings, theme and time zone are stored only in your
        browser&apos;s local storage. Clearing your browser data removes them. Your browser also keeps a copy of the
        game&apos;s own page files, so it opens without a connection; no game data is in that copy.
      </p>
      <h3>What is sent to our server</h3>
      <p>
        To get the day&apos;s puzzle and check your guesses, your time zone (for example &quot;Europe/Paris&quot;) is
        sent to the game server along with each guess. The server uses it to know which day&apos;s puzzle is yours; it
        does not store it.
      </p>
      <h3>What is counted for everyone&apos;s figures</h3>
      <p>
        When a daily game ends, the server counts its result (the number of guesses, or a loss) and the first word you
        typed, without any identifier, for the day&apos;s figures that everyone sees in Statistics. Your IP address is
        used only to limit how many finished games from one address count that day: it is kept as a salted hash and
        dropped after two days.
      </p>
      <h3>Analytics and advertising</h3>
      <p>
        {title} uses an analytics service to count visits and an advertising network that shows an ad in the statistics
        dialog once your game is over. These services may set cookies and receive your IP address and browser details
        under their own privacy policies.
        {!config.analyticsScriptUrl && ' Analytics are currently switched off.'}
        {!config.ads && ' Ads are currently switched off.'}
      </p>
      <h3>Hosting</h3>
      <p>
        The site and its API are hosted by third-party providers, whose servers receive the usual request information
        (such as IP addresses) in order to deliver the game.
      </p>
    </Dialog>
  );
}
