import type { ButtonHTMLAttributes } from 'react';
import type { Theme } from '../lib/theme';
import { keepFocusWhereItIs } from './pointer-focus';
import { ArchiveIcon, ChallengeIcon, HelpIcon, MoonIcon, SettingsIcon, StatisticsIcon, SunIcon } from './icons';

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

export function Header({
  title,
  theme,
  onHelp,
  onArchive,
  onChallenge,
  onStatistics,
  onSettings,
  onToggleTheme,
}: HeaderProps) {
  return (
    <header className="header">
      <div className="header-side">
        <HeaderButton aria-label="How to play" onClick={onHelp}>
          <HelpIcon />
        </HeaderButton>
        <HeaderButton aria-label="Archive" onClick={onArchive}>
          <ArchiveIcon />
        </HeaderButton>
        <HeaderButton aria-label="Challenge a friend" onClick={onChallenge}>
          <ChallengeIcon />
        </HeaderButton>
      </div>
      <h1 className="title">{title}</h1>
      <div className="header-side">
        <HeaderButton aria-label="Statistics" onClick={onStatistics}>
          <StatisticsIcon />
        </HeaderButton>
        <HeaderButton aria-label="Settings" onClick={onSettings}>
          <SettingsIcon />
        </HeaderButton>
        <HeaderButton aria-label="Dark theme" aria-pressed={theme === 'dark'} onClick={onToggleTheme}>
          {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
        </HeaderButton>
      </div>
    </header>
  );
}
