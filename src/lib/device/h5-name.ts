// Kept apart from user-agent.ts so the router can use it without loading ua-parser-js up front.

/** The parts of the app config that decide device redirects (rules LINK-4–LINK-6); `config` fits. */
export interface DeviceRedirectConfig {
  /** The web app's base segment, e.g. `recruit-web`. */
  publicName: string;
  /** The part of `publicName` that marks the web app, e.g. `web`. */
  webMarker: string;
  /** What replaces it for the h5 app, e.g. `h5`. */
  h5Marker: string;
  /** Where a mobile visitor goes when the path has no web marker, e.g. `/recruit-h5/candidate/home`. */
  mobileUrl: string;
}

/**
 * The h5 twin of the base segment: `publicName` with its last `webMarker` swapped for `h5Marker`
 * (`recruit-web` → `recruit-h5`). Undefined when the name does not contain the marker or the
 * two markers are the same (no twin to tell apart).
 */
export function h5PublicName({ publicName, webMarker, h5Marker }: DeviceRedirectConfig): string | undefined {
  const at = webMarker ? publicName.lastIndexOf(webMarker) : -1;
  if (at < 0 || !h5Marker || h5Marker === webMarker) return undefined;
  return `${publicName.slice(0, at)}${h5Marker}${publicName.slice(at + webMarker.length)}`;
}
