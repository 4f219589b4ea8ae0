import { useEffect, useState } from 'react';
import type { GameLink } from '../rules/game-link';
import { useServices } from '../environment/services';
import type { LinkStatus } from './session/link-status';
import { isPlayable, strategyFor } from './session/strategies';

export { LINK_CHECK_FAILED, type LinkStatus } from './session/link-status';

/** Checks an archive number against the archive and a challenge id against the server; starts practice. */
export function useLinkStatus(link: GameLink): LinkStatus {
  const { api, store } = useServices();
  const [status, setStatus] = useState<LinkStatus>(() =>
    isPlayable(link) ? strategyFor(link).initialStatus : { state: 'unavailable', reason: link.reason },
  );
  useEffect(() => {
    let current = true;
    if (isPlayable(link)) {
      strategyFor(link).checkLink(
        api,
        (next) => {
          if (current) setStatus(next);
        },
        store,
      );
    }
    return () => {
      current = false;
    };
  }, [api, link, store]);
  return status;
}
