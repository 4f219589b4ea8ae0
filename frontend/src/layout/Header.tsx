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

interface HeaderProps {
  title: string;
  theme: Theme;
  onHelp: () => void;
  onArchive: () => void;
  onChallenge: () => void;
  onStatistics: () => void;
  onSettings: () => void;
  onToggleTheme: () => void;
}

/** An icon button that a pointer press does not focus (see pointer-focus.ts). */
function HeaderButton(props: ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string }) {
  return <button type="button" className="icon-button" onMouseDown={keepFocusWhereItIs} {...props} />;
}

/** The page's header. Memoized: it changes only with the theme (its callbacks are stable). */
export const Header = memo(function Header({
  title,
  theme,
  onHelp,
  onArchive,
  onChallenge,
  onStatistics,
  onSettings,
  onToggleTheme,
}: HeaderProps) {
  const button = (label: string, onClick: () => void, Icon: () => ReactElement) => (
    <HeaderButton aria-label={label} onClick={onClick}>
      <Icon />
    </HeaderButton>
  );
  return (
    <header className="header">
      <div className="header-side">
        {button('How to play', onHelp, HelpIcon)}
        {button('Archive', onArchive, ArchiveIcon)}
        {button('Challenge a friend', onChallenge, ChallengeIcon)}
        {/* A page of its own: practice plays on the page its address names (rules/game-link.ts). */}
        <a className="icon-button" href="/?practice" aria-label="Practice" onMouseDown={keepFocusWhereItIs}>
          <PracticeIcon />
        </a>
      </div>
      <h1 className="title">{title}</h1>
      <div className="header-side">
        {button('Statistics', onStatistics, StatisticsIcon)}
        {button('Settings', onSettings, SettingsIcon)}
        <HeaderButton aria-label="Dark theme" aria-pressed={theme === 'dark'} onClick={onToggleTheme}>
          {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
        </HeaderButton>
      </div>
    </header>
  );
});
