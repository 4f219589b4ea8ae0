import type { GameMessage } from './game-reducer';

export function MessageLine({ message }: { message: GameMessage | null }) {
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
