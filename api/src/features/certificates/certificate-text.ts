import type { CertificateKind } from './issue';

/**
 * The certificate's own words, in both languages at once: the PDF and the verification page
 * are read by anyone (a visitor scanning the QR code), so they carry Chinese and English side by
 * side rather than the reader's language.
 */
export const CERTIFICATE_WORDS = {
  company: { zh: '优家电器', en: 'Youjia Appliances' },
  heading: { zh: '结业证书', en: 'Certificate of Completion' },
  certify: { zh: '兹证明', en: 'This is to certify that' },
  issued: { zh: '发证日期', en: 'Date of issue' },
  serial: { zh: '证书编号', en: 'Serial number' },
  holder: { zh: '持证人', en: 'Holder' },
  valid: { zh: '证书有效', en: 'Valid certificate' },
  verify: { zh: '扫码验证', en: 'Scan to verify' },
  pageTitle: { zh: '证书验证', en: 'Certificate verification' },
  notFound: { zh: '未找到该证书', en: 'No certificate has this serial number' },
  notFoundHint: {
    zh: '请核对证书上的编号，或重新扫描证书上的二维码。',
    en: 'Check the serial number on the certificate, or scan its QR code again.',
  },
} as const;

type Words = { zh: string; en: string };

/** What the holder did: a sentence (the PDF) and a label (the verification page). */
export const KIND_WORDS: Record<CertificateKind, { sentence: Words; label: Words }> = {
  course: {
    sentence: { zh: '已完成课程', en: 'has completed the course' },
    label: { zh: '完成课程', en: 'Course completed' },
  },
  route: {
    sentence: { zh: '已完成学习路径', en: 'has completed the learning path' },
    label: { zh: '完成学习路径', en: 'Learning path completed' },
  },
  paper: {
    sentence: { zh: '已通过考试', en: 'has passed the exam' },
    label: { zh: '通过考试', en: 'Exam passed' },
  },
};

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const CHINA_OFFSET_SECONDS = 8 * 3600;

/** The date of issue in China time: `2026年11月25日` and `25 Nov 2026`. */
export function issueDate(seconds: number): { zh: string; en: string } {
  const d = new Date((seconds + CHINA_OFFSET_SECONDS) * 1000);
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
  return { zh: `${y}年${m + 1}月${day}日`, en: `${day} ${MONTHS[m]} ${y}` };
}
