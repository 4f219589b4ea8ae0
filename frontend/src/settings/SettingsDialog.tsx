import { useId, useState } from 'react';
import { Dialog } from '../dialogs/Dialog';

/**
 * Why hard mode cannot be switched on now (rules/settings.ts `canEnableHardMode`). Here rather than
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

interface SettingsDialogProps {
  hardMode: boolean;
  canEnableHardMode: boolean;
  onHardModeChange: (enabled: boolean) => void;
  highContrast: boolean;
  onHighContrastChange: (enabled: boolean) => void;
  onClose: () => void;
}

export function SettingsDialog({
  hardMode,
  canEnableHardMode,
  onHardModeChange,
  highContrast,
  onHighContrastChange,
  onClose,
}: SettingsDialogProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const toggleHardMode = () => {
    if (!hardMode && !canEnableHardMode) {
      setNotice(HARD_MODE_LOCKED_MESSAGE);
      return;
    }
    setNotice(null);
    onHardModeChange(!hardMode);
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
        onToggle={() => onHighContrastChange(!highContrast)}
      />
    </Dialog>
  );
}
