import type { GameMessage } from './game-reducer';

/** What the line shows: a game's message, or a notice of the page's own. */
export type ShownMessage = Pick<GameMessage, 'id' | 'text'>;

export function MessageLine({ message }: { message: ShownMessage | null }) {
  return (
    <div className="message-line" role="alert">
      {message && (
        <span className="message" key={message.id}>
          {message.text}
        </span>
      )}
    </div>
  );
}
