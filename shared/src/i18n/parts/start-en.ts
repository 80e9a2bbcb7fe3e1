// The start part of the English catalogue (part-selection.ts). The shell's build replaces this
// module by the texts it selects (scripts/src/shell-page-plugin.ts), so its chunk carries only them.
import { en } from '../messages-en';
import { textPart } from '../part-selection';

export const texts = textPart(en, 'start');
