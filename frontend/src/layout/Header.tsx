import type { Theme } from '../lib/theme';
import { keepFocusWhereItIs } from './pointer-focus';
import { HelpIcon, MoonIcon, SettingsIcon, StatisticsIcon, SunIcon } from './icons';

interface HeaderProps {
  title: string;
  theme: Theme;
  onHelp: () => void;
  onStatistics: () => void;
  onSettings: () => void;
  onToggleTheme: () => void;
}

export function Header({ title, theme, onHelp, onStatistics, onSettings, onToggleTheme }: HeaderProps) {
  return (
    <header className="header">
      <div className="header-side">
        <button
          type="button"
          className="icon-button"
          onMouseDown={keepFocusWhereItIs}
          aria-label="How to play"
          onClick={onHelp}
        >
          <HelpIcon />
        </button>
      </div>
      <h1 className="title">{title}</h1>
      <div className="header-side">
        <button
          type="button"
          className="icon-button"
          onMouseDown={keepFocusWhereItIs}
          aria-label="Statistics"
          onClick={onStatistics}
        >
          <StatisticsIcon />
        </button>
        <button
          type="button"
          className="icon-button"
          onMouseDown={keepFocusWhereItIs}
          aria-label="Settings"
          onClick={onSettings}
        >
          <SettingsIcon />
        </button>
        <button
          type="button"
          className="icon-button"
          onMouseDown={keepFocusWhereItIs}
          aria-label="Dark theme"
          aria-pressed={theme === 'dark'}
          onClick={onToggleTheme}
        >
          {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
        </button>
      </div>
    </header>
  );
}
