import type { Messages } from './messages-en';

/**
 * Each language's catalogue comes in two parts, each its own chunk: `start`, what the shell needs
 * to start and show home (the core and shell texts, and the texts of home's widgets), which the
 * shell's page fetches before any script runs; and `rest`, every area's pages, fetched after home
 * or with the first page that needs them. Every text is written once, in its catalogue file; the
 * parts only select from them (part-selection.ts; the shell's build evaluates it, so its chunks
 * carry only their own texts: scripts/src/shell-page-plugin.ts).
 */
export const TEXT_PARTS = ['start', 'rest'] as const;
export type TextPart = (typeof TEXT_PARTS)[number];

/** A part, or any other subset, of a catalogue. */
export type Texts = Partial<Messages>;
