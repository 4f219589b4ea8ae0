import { useId, useState } from 'react';
import { Dialog } from '../dialogs/Dialog';
import { LAYOUT_NAMES } from '../rules/keyboard-layout-names';
import { KEYBOARD_LAYOUTS, type KeyboardLayout, type Settings } from '../rules/settings';

/**
 * Why hard mode cannot be switched on now (rules/hard-mode-switch.ts `canEnableHardMode`). Here rather than
 * beside hard mode's rule, which only sending a guess uses: shared, it would be a chunk of its own.
 */
const HARD_MODE_LOCKED_MESSAGE = 'Hard mode can only be enabled at the start of a round';

interface SettingSwitchProps {
  name: string;
  description: string;
  checked: boolean;
  onToggle: () => void;
}

function SettingSwitch({ name, description, checked, onToggle }: SettingSwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="setting">
      <div className="setting-text">
        <span id={labelId} className="setting-name">
          {name}
        </span>
        <span id={descriptionId} className="setting-description">
          {description}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        onClick={onToggle}
      >
        <span className="switch-knob" />
      </button>
    </div>
  );
}

interface LayoutChoiceProps {
  layout: KeyboardLayout;
  onChange: (layout: KeyboardLayout) => void;
}

/** The on-screen keyboard's layout, a list to choose from. */
function LayoutChoice({ layout, onChange }: LayoutChoiceProps) {
  const id = useId();
  const descriptionId = useId();
  return (
    <div className="setting">
      <div className="setting-text">
        <label htmlFor={id} className="setting-name">
          Keyboard Layout
        </label>
        <span id={descriptionId} className="setting-description">
          The on-screen keys only: a physical keyboard types as it always does
        </span>
      </div>
      <select
        id={id}
        className="setting-select"
        aria-describedby={descriptionId}
        value={layout}
        onChange={(event) => onChange(event.target.value as KeyboardLayout)}
      >
        {KEYBOARD_LAYOUTS.map((name) => (
          <option key={name} value={name}>
            {LAYOUT_NAMES[name]}
          </option>
        ))}
      </select>
    </div>
  );
}

interface SettingsDialogProps {
  settings: Settings;
  canEnableHardMode: boolean;
  /** Saves the settings given (the others stay as they are). */
  onChange: (changes: Partial<Settings>) => void;
  onClose: () => void;
}

export function SettingsDialog({ settings, canEnableHardMode, onChange, onClose }: SettingsDialogProps) {
  const { hardMode, highContrast, layout, enterRight, possibleCount } = settings;
  const [notice, setNotice] = useState<string | null>(null);
  const toggleHardMode = () => {
    if (!hardMode && !canEnableHardMode) {
      setNotice(HARD_MODE_LOCKED_MESSAGE);
      return;
    }
    setNotice(null);
    onChange({ hardMode: !hardMode });
  };
  return (
    <Dialog title="Settings" onClose={onClose}>
      <SettingSwitch
        name="Hard Mode"
        description="Any revealed hints must be used in subsequent guesses"
        checked={hardMode}
        onToggle={toggleHardMode}
      />
      <p className="setting-notice" role="alert">
        {notice}
      </p>
      <SettingSwitch
        name="High Contrast Mode"
        description="Orange and blue instead of green and yellow, easier to tell apart with colour blindness"
        checked={highContrast}
        onToggle={() => onChange({ highContrast: !highContrast })}
      />
      <LayoutChoice layout={layout} onChange={(chosen) => onChange({ layout: chosen })} />
      <SettingSwitch
        name="Enter on the Right"
        description="The on-screen Enter key at the right end of the bottom row, Backspace at the left"
        checked={enterRight}
        onToggle={() => onChange({ enterRight: !enterRight })}
      />
      <SettingSwitch
        name="Possible Words Left"
        description="After each guess, how many words of the public list of valid guesses still fit all the colours so far (counted on this device; the answers stay secret)"
        checked={possibleCount}
        onToggle={() => onChange({ possibleCount: !possibleCount })}
      />
    </Dialog>
  );
}
