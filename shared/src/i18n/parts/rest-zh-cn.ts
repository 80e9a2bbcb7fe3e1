// The rest part of the Chinese catalogue (part-selection.ts). The shell's build replaces this
// module by the texts it selects (scripts/src/shell-page-plugin.ts), so its chunk carries only them.
import { zhCN } from '../messages-zh-cn';
import { textPart } from '../part-selection';

export const texts = textPart(zhCN, 'rest');
