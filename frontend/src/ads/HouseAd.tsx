import type { AppConfig } from '../config/config';

/** The operator's own message in the ad slot when no ad network is configured; loads nothing. */
export function HouseAd({ houseAd }: { houseAd: AppConfig['houseAd'] }) {
  return (
    <aside className="ad-slot house-ad" aria-label="From the makers of the game">
      <p>{houseAd.text}</p>
      {houseAd.link && <a href={houseAd.link.href}>{houseAd.link.label}</a>}
    </aside>
  );
}
