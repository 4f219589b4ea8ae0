import { useId, useState } from 'react';
import { Dialog } from '../dialogs/Dialog';
import { HARD_MODE_LOCKED_MESSAGE } from '../lib/settings';

interface SettingsDialogProps {
  hardMode: boolean;
  canEnableHardMode: boolean;
  onHardModeChange: (enabled: boolean) => void;
  onClose: () => void;
}

export function SettingsDialog({ hardMode, canEnableHardMode, onHardModeChange, onClose }: SettingsDialogProps) {
  const labelId = useId();
  const descriptionId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const toggle = () => {
    if (!hardMode && !canEnableHardMode) {
      setNotice(HARD_MODE_LOCKED_MESSAGE);
      return;
    }
    setNotice(null);
    onHardModeChange(!hardMode);
  };
  return (
    <Dialog title="Settings" onClose={onClose}>
      <div className="setting">
        <div className="setting-text">
          <span id={labelId} className="setting-name">
            Hard Mode
          </span>
          <span id={descriptionId} className="setting-description">
            Any revealed hints must be used in subsequent guesses
          </span>
        </div>
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={hardMode}
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          onClick={toggle}
        >
          <span className="switch-knob" />
        </button>
      </div>
      <p className="setting-notice" role="alert">
        {notice}
      </p>
    </Dialog>
  );
}
