import { Tile } from '../game/Tile';
import type { LetterResult } from '../rules/evaluation';
import { MAX_GUESSES, WORD_LENGTH } from '../rules/constants';
import { Dialog } from './Dialog';

const EXAMPLES: { word: string; position: number; result: LetterResult; text: string }[] = [
  { word: 'PLANET', position: 0, result: 'correct', text: 'is in the word and in the correct spot.' },
  { word: 'STRIPE', position: 3, result: 'present', text: 'is in the word but in the wrong spot.' },
  { word: 'CLOUDY', position: 3, result: 'absent', text: 'is not in the word in any spot.' },
];

export function HowToPlayDialog({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Dialog title="How To Play" onClose={onClose} className="help-dialog">
      <p>
        Guess the {title} in {MAX_GUESSES} tries.
      </p>
      <ul>
        <li>Each guess must be a valid {WORD_LENGTH}-letter word. Hit the enter button to submit.</li>
        <li>After each guess, the color of the tiles will change to show how close your guess was to the word.</li>
      </ul>
      <h3>Examples</h3>
      {EXAMPLES.map(({ word, position, result, text }) => (
        <div className="example" key={word}>
          <div className="row example-row">
            {[...word].map((letter, index) => (
              <Tile key={index} letter={letter} position={index} result={index === position ? result : null} />
            ))}
          </div>
          <p>
            <strong>{word[position]}</strong> {text}
          </p>
        </div>
      ))}
      <p className="daily-note">A new puzzle is released daily at midnight, in your own time zone.</p>
      <h3>More ways to play</h3>
      <ul className="more-ways">
        <li>
          <strong>Archive</strong>: play the puzzles of days gone by.
        </li>
        <li>
          <strong>Challenge a friend</strong>: pick a word and send its link.
        </li>
        <li>
          <strong>Practice</strong>: as many games as you like, apart from your daily statistics.
        </li>
        <li>
          <strong>Leagues</strong>: play the daily puzzle with friends and compare results.
        </li>
        <li>
          <strong>Analysis</strong>: once a game is over, Statistics shows how each of your guesses compared with the
          best one.
        </li>
      </ul>
    </Dialog>
  );
}
