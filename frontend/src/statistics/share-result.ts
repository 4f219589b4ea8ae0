export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'unavailable';

interface NavigatorLike {
  userAgent: string;
  maxTouchPoints?: number;
  userAgentData?: { mobile?: boolean };
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

export function isMobileDevice(nav: NavigatorLike): boolean {
  if (typeof nav.userAgentData?.mobile === 'boolean') return nav.userAgentData.mobile;
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent)) return true;
  // iPadOS reports a desktop Safari user agent.
  return /Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1;
}

/** The copy command, for pages where the clipboard API is missing (plain HTTP, some in-app browsers). */
function copyWithSelection(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Shares through the device's share sheet on mobile devices that have one, otherwise copies to
 * the clipboard. 'unavailable' means neither worked and the player must copy the text by hand.
 */
export async function shareResult(text: string, nav: NavigatorLike = navigator): Promise<ShareOutcome> {
  const data = { text };
  if (isMobileDevice(nav) && typeof nav.share === 'function' && (!nav.canShare || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (nav.clipboard) {
      await nav.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Fall through to the older copy command.
  }
  return copyWithSelection(text) ? 'copied' : 'unavailable';
}
