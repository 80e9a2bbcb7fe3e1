import { authOperations } from './auth';
import { certificateOperations } from './certificates';
import { chatOperations } from './chat';
import { clientReportOperations } from './client-reports';
import { clockinOperations } from './clockin';
import { contentOperations } from './content';
import { examOperations } from './exam';
import { helpOperations } from './help';
import { joiningOperations } from './joining';
import { paymentOperations } from './payments';
import { searchOperations } from './search';
import { trainingOperations } from './training';
import { uploadOperations } from './uploads';
import { userAreaOperations } from './user-area';
import { wechatShareOperations } from './wechat-share';
import type { OperationSpec } from './define-operation';

/** Every operation of the API. Area work adds its module here; nothing else lists operations. */
export const operations: readonly OperationSpec[] = [
  ...helpOperations,
  ...authOperations,
  ...joiningOperations,
  ...uploadOperations,
  ...paymentOperations,
  ...chatOperations,
  ...contentOperations,
  ...searchOperations,
  ...trainingOperations,
  ...clockinOperations,
  ...examOperations,
  ...userAreaOperations,
  ...certificateOperations,
  ...wechatShareOperations,
  ...clientReportOperations,
];

export type { OperationSpec, Tier } from './define-operation';
