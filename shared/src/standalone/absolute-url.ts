/**
 * A URL that names its own origin (or scheme): used as it is. Its own module: the shell's build
 * writes it into the page's start script without loading the request client.
 */
export const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
