import { memo, type PointerEvent, type ReactElement } from 'react';
import type { Theme } from '../rules/theme';
import { keepFocusWhereItIs } from './pointer-focus';
import {
  ArchiveIcon,
  ChallengeIcon,
  HelpIcon,
  LeaguesIcon,
  MoonIcon,
  PracticeIcon,
  SettingsIcon,
  StatisticsIcon,
  SunIcon,
} from './icons';

/** The dialogs the header's buttons open. */
export type HeaderDialog = 'help' | 'archive' | 'challenge' | 'leagues' | 'statistics' | 'settings';

interface HeaderProps {
  title: string;
  theme: Theme;
  /** Opens a dialog; the same function at every render, so the header renders only when the theme changes. */
  onOpen: (dialog: HeaderDialog) => void;
  onToggleTheme: () => void;
}

/**
 * A header button held down (by a finger, above all) is marked so: the stylesheet shows its name
 * once it has been held half a second (a long press), until it is let go, wherever that is (a
 * mouse released outside the header lets go there).
 */
const held = (event: PointerEvent) => {
  const button = (event.target as Element).closest('.icon-button');
  button?.classList.toggle('held', event.buttons > 0);
  if (event.buttons > 0) addEventListener('pointerup', () => button?.classList.remove('held'), { once: true });
};

/**
 * The page's header. Memoized: it changes only with the theme. A pointer press focuses none of its
 * controls (see pointer-focus.ts); each icon button's name shows as a tooltip on hover, focus and
 * a long press, drawn by the stylesheet from its `aria-label` alone.
 */
export const Header = memo(function Header({ title, theme, onOpen, onToggleTheme }: HeaderProps) {
  const button = (label: string, onClick: () => void, Icon: () => ReactElement, pressed?: boolean) => (
    <button type="button" className="icon-button" aria-label={label} aria-pressed={pressed} onClick={onClick}>
      <Icon />
    </button>
  );
  const opens = (label: string, dialog: HeaderDialog, Icon: () => ReactElement) =>
    button(label, () => onOpen(dialog), Icon);
  const dark = theme === 'dark';
  return (
    <header
      className="header"
      onMouseDown={keepFocusWhereItIs}
      onPointerDown={held}
      onPointerUp={held}
      onPointerCancel={held}
    >
      <div className="header-side">
        {opens('How to play', 'help', HelpIcon)}
        {opens('Archive', 'archive', ArchiveIcon)}
        {opens('Challenge a friend', 'challenge', ChallengeIcon)}
        {/* A page of its own: practice plays on the page its address names (rules/game-link.ts). */}
        <a className="icon-button" href="/?practice" aria-label="Practice">
          <PracticeIcon />
        </a>
      </div>
      <h1 className="title">{title}</h1>
      <div className="header-side">
        {opens('Leagues', 'leagues', LeaguesIcon)}
        {opens('Statistics', 'statistics', StatisticsIcon)}
        {opens('Settings', 'settings', SettingsIcon)}
        {button('Dark theme', onToggleTheme, dark ? SunIcon : MoonIcon, dark)}
      </div>
    </header>
  );
});
