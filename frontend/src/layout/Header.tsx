import { memo, type ButtonHTMLAttributes, type ReactElement } from 'react';
import type { Theme } from '../rules/theme';
import { keepFocusWhereItIs } from './pointer-focus';
import {
  ArchiveIcon,
  ChallengeIcon,
  HelpIcon,
  MoonIcon,
  PracticeIcon,
  SettingsIcon,
  StatisticsIcon,
  SunIcon,
} from './icons';

/** The dialogs the header's buttons open. */
export type HeaderDialog = 'help' | 'archive' | 'challenge' | 'statistics' | 'settings';

interface HeaderProps {
  title: string;
  theme: Theme;
  /** Opens a dialog; the same function at every render, so the header renders only when the theme changes. */
  onOpen: (dialog: HeaderDialog) => void;
  onToggleTheme: () => void;
}

/** An icon button that a pointer press does not focus (see pointer-focus.ts). */
function HeaderButton(props: ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string }) {
  return <button type="button" className="icon-button" onMouseDown={keepFocusWhereItIs} {...props} />;
}

/** The page's header. Memoized: it changes only with the theme. */
export const Header = memo(function Header({ title, theme, onOpen, onToggleTheme }: HeaderProps) {
  const button = (label: string, dialog: HeaderDialog, Icon: () => ReactElement) => (
    <HeaderButton aria-label={label} onClick={() => onOpen(dialog)}>
      <Icon />
    </HeaderButton>
  );
  return (
    <header className="header">
      <div className="header-side">
        {button('How to play', 'help', HelpIcon)}
        {button('Archive', 'archive', ArchiveIcon)}
        {button('Challenge a friend', 'challenge', ChallengeIcon)}
        {/* A page of its own: practice plays on the page its address names (rules/game-link.ts). */}
        <a className="icon-button" href="/?practice" aria-label="Practice" onMouseDown={keepFocusWhereItIs}>
          <PracticeIcon />
        </a>
      </div>
      <h1 className="title">{title}</h1>
      <div className="header-side">
        {button('Statistics', 'statistics', StatisticsIcon)}
        {button('Settings', 'settings', SettingsIcon)}
        <HeaderButton aria-label="Dark theme" aria-pressed={theme === 'dark'} onClick={onToggleTheme}>
          {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
        </HeaderButton>
      </div>
    </header>
  );
});
