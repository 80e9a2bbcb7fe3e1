import { authOperations } from './auth';
import { chatOperations } from './chat';
import { helpOperations } from './help';
import { joiningOperations } from './joining';
import { paymentOperations } from './payments';
import { uploadOperations } from './uploads';
import type { OperationSpec } from './define-operation';

/** Every operation of the API. Area work adds its module here; nothing else lists operations. */
export const operations: readonly OperationSpec[] = [
  ...helpOperations,
  ...authOperations,
  ...joiningOperations,
  ...uploadOperations,
  ...paymentOperations,
  ...chatOperations,
];

export type { OperationSpec, Tier } from './define-operation';
