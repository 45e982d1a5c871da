/** Leaves the app for another site (a sign-in provider). One place, so tests can watch it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
