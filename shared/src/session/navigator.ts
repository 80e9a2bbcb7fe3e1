/** How the session sends the user somewhere (the login page after a reset). */
export type Navigate = (path: string) => void;

const browserNavigate: Navigate = (path) => window.location.assign(path);

let navigate: Navigate = browserNavigate;

/** The shell registers its router here; null restores the default (a full page load). */
export function setNavigator(next: Navigate | null): void {
  navigate = next ?? browserNavigate;
}

export function navigateTo(path: string): void {
  navigate(path);
}
