// The smallest page that takes over prerendered markup with React as the game does (hydrateRoot
// in a transition, one stateful component): the floor that `npm run size` measures the game's
// first load against.
import { startTransition, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

const root = document.getElementById('root');
if (root) startTransition(() => void hydrateRoot(root, <Counter />));
