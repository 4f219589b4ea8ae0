import { createContext, useContext, type ReactNode } from 'react';
import type { GameApi } from '../api/game-api';
import type { KeyValueStore } from '../platform/storage';

/** What the game needs from the outside world; tests hand in their own. */
export interface Services {
  api: GameApi;
  store: KeyValueStore;
  /** The player's IANA time zone, applying the storage and re-detection rules. */
  timeZone: () => string;
  now: () => number;
  reload: () => void;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider');
  return services;
}
