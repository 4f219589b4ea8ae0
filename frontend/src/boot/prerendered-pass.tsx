import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const TakingOver = createContext(false);

/** Around the app while the build prerenders it and while React takes that markup over. */
export function PrerenderedPage({ children }: { children: ReactNode }) {
  return <TakingOver.Provider value>{children}</TakingOver.Provider>;
}

/**
 * True while React renders the page at build time (prerender.tsx) and while it takes that markup
 * over in the browser (hydration must find exactly what was prerendered); false from the render
 * after, and from the start when nothing was prerendered (a development page, a test). That next
 * render, the player's own state, is a transition: React does it in slices, as it hydrates.
 */
export function usePrerenderedPass(): boolean {
  const [pass, setPass] = useState(useContext(TakingOver));
  useEffect(() => {
    if (pass) startTransition(() => setPass(false));
  }, [pass]);
  return pass;
}
