/**
 * The localStorage key of the persisted session (also watched for other tabs' changes). Its own
 * module: the shell's build reads it for the page's start script without loading the store.
 */
export const SESSION_STORAGE_KEY = 'shared.session';
