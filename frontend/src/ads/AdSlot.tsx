import { useEffect, useRef } from 'react';
import { loadExternalScript } from './external-script';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

const AD_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

/** The ad network's slot; rendered only when the build configured an ad client and slot. */
export function AdSlot({ client, slot }: { client: string; slot: string }) {
  const requested = useRef(false);
  useEffect(() => {
    loadExternalScript(`${AD_SCRIPT}?client=${encodeURIComponent(client)}`, { crossorigin: 'anonymous' });
    if (requested.current) return;
    requested.current = true;
    (window.adsbygoogle = window.adsbygoogle ?? []).push({});
  }, [client]);

  return (
    <aside className="ad-slot" aria-label="Advertisement">
      <ins
        className="adsbygoogle"
        style={{ display: 'block' }}
        data-ad-client={client}
        data-ad-slot={slot}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </aside>
  );
}
