/** Why the shell's server sent a page to be rendered in the browser instead of with its HTML. */
export type FallbackReason =
  /** The render took longer than its budget. */
  | 'timeout'
  /** The render threw (a remote's server half that cannot be loaded, a page that fails). */
  | 'error'
  /** The page's remote has a canary live: which release this reader gets is the browser's choice. */
  | 'canary'
  /** The reader's session could not be read (the API did not answer /api/me, or no cookie). */
  | 'session'
  /** The reader asked for it (RENDER_COOKIE). */
  | 'asked';
