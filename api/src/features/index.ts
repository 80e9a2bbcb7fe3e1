import type { Implementation } from '../http/implement';
import { loginHandlers } from './auth/login-handlers';
import { qrHandlers } from './auth/qr-handlers';
import { wechatHandlers } from './auth/wechat-handlers';
import { certificateHandlers } from './certificates/certificate-handlers';
import { chatHandlers } from './chat/chat-handlers';
import { clientReportHandlers } from './client-reports/client-report-handlers';
import { clockinHandlers } from './clockin/clockin-handlers';
import { collegeHandlers } from './content/college-handlers';
import { contentHandlers } from './content/content-handlers';
import { cultureHandlers } from './content/culture-handlers';
import { materialHandlers } from './content/material-handlers';
import { newsLikeHandlers } from './content/news-like-handlers';
import { shopHandlers } from './content/shop-handlers';
import { examHandlers } from './exam/exam-handlers';
import { helpHandlers } from './help/help-handlers';
import { joiningHandlers } from './joining/joining-handlers';
import { paymentHandlers } from './payments/payment-handlers';
import { searchHandlers } from './search/search-handlers';
import { trainingHandlers } from './training/training-handlers';
import { uploadHandlers } from './uploads/upload-handlers';
import { userAreaHandlers } from './users/user-area-handlers';
import { wechatShareHandlers } from './wechat-share/wechat-share-handlers';

/** Every handler; startup fails when this and the contract disagree. */
export const implementations: readonly Implementation[] = [
  ...helpHandlers,
  ...loginHandlers,
  ...wechatHandlers,
  ...qrHandlers,
  ...joiningHandlers,
  ...uploadHandlers,
  ...paymentHandlers,
  ...chatHandlers,
  ...contentHandlers,
  ...newsLikeHandlers,
  ...materialHandlers,
  ...cultureHandlers,
  ...collegeHandlers,
  ...shopHandlers,
  ...searchHandlers,
  ...trainingHandlers,
  ...clockinHandlers,
  ...examHandlers,
  ...userAreaHandlers,
  ...certificateHandlers,
  ...wechatShareHandlers,
  ...clientReportHandlers,
];
