/**
 * Small inline icons; each is decorative, the buttons carry the accessible names. Their shapes
 * are symbols in icons.svg, which the build puts in the page itself (scripts/icon-sprite.ts): the
 * prerendered header and keyboard draw them before any script runs, and the script carries only
 * these references, not the outlines a second time.
 */
export const ICON_NAMES = [
  'help',
  'archive',
  'challenge',
  'practice',
  'statistics',
  'leagues',
  'settings',
  'moon',
  'sun',
  'backspace',
  'close',
] as const;

type IconName = (typeof ICON_NAMES)[number];

const icon = (name: IconName) =>
  function Icon() {
    return (
      <svg width={24} height={24} aria-hidden focusable={false}>
        <use href={`#icon-${name}`} />
      </svg>
    );
  };

export const HelpIcon = icon('help');
export const ArchiveIcon = icon('archive');
export const ChallengeIcon = icon('challenge');
export const PracticeIcon = icon('practice');
export const StatisticsIcon = icon('statistics');
export const LeaguesIcon = icon('leagues');
export const SettingsIcon = icon('settings');
export const MoonIcon = icon('moon');
export const SunIcon = icon('sun');
export const BackspaceIcon = icon('backspace');
export const CloseIcon = icon('close');
