/** The addresses a player shares: a challenge for a friend, a transfer to another device. */
export const challengeLink = (siteUrl: string, id: string) =>
  `${siteUrl.replace(/\/$/, '')}/?challenge=${encodeURIComponent(id)}`;
export const transferLink = (siteUrl: string, code: string) =>
  `${siteUrl.replace(/\/$/, '')}/?transfer=${encodeURIComponent(code)}`;
