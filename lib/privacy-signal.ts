type PrivacyNavigator = Pick<Navigator, "doNotTrack"> & { globalPrivacyControl?: boolean };

/** True when the browser asks not to be tracked: Global Privacy Control, or Do Not Track. */
export function privacySignal(nav: PrivacyNavigator): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1";
}
