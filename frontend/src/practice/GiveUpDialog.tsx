import { Dialog } from '../dialogs/Dialog';

interface GiveUpDialogProps {
  /** The player confirmed: the game ends as a loss and the word is shown. */
  onGiveUp: () => void;
  onClose: () => void;
}

/** Asks before a practice game is given up: it cannot be taken back. */
export function GiveUpDialog({ onGiveUp, onClose }: GiveUpDialogProps) {
  return (
    <Dialog title="Give up this game?" onClose={onClose} className="give-up-dialog">
      <p>The game ends as a loss in your practice statistics, and the word is shown. This cannot be undone.</p>
      <div className="dialog-actions">
        <button type="button" className="move-button" onClick={onClose}>
          Keep playing
        </button>
        <button type="button" className="move-button give-up-confirm" onClick={onGiveUp}>
          Give up
        </button>
      </div>
    </Dialog>
  );
}
