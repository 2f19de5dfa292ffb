/** Spec point 2: mobile is detected from the user agent (layout itself is responsive and does not depend on it). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|webOS|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(userAgent);
}

export function isMobile(): boolean {
  return typeof navigator !== "undefined" && isMobileUserAgent(navigator.userAgent);
}
