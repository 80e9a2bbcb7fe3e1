import type { examTextsEn } from './exam-texts-en';

// Simplified Chinese texts of the exam area; the compiler keeps the keys equal to the English ones.
export const examTextsZhCN: Record<keyof typeof examTextsEn, string> = {
  'exam.index.about': '按章节练习、模拟考试和正式考试，并复习错题。',
  'exam.exercise.about': '逐章练习题目，查看每章的练习进度。',
  'exam.answer.about': '在规定时间内完成试卷作答。',
  'exam.answerSheet.about': '查看已答和未答的题目，并跳转到任意一题。',
  'exam.studentNotes.about': '你在题目下写的评论和笔记。',
  'exam.comment.about': '题目下你和其他学员的评论。',
  'exam.paper.about': '你可以参加的考试试卷。',
  'exam.paperDetail.about': '开考前查看试卷的规则、时长和及格分。',
  'exam.mistakes.about': '你答错的题目，可以再次练习。',
  'exam.problemRecord.about': '你的做题历史：练习时间和正确率。',
  'exam.testResultPractice.about': '一次练习的结果：答对题数和用时。',
  'exam.testResultGrade.about': '你的考试得分以及是否通过。',
  'exam.questions.about': '讲师精选的练习题目。',
  'exam.simulate.about': '正式考试前，按考试要求完整模拟一套试卷。',
  'exam.collect.about': '你收藏以便回顾的题目。',
  'exam.message.about': '考试通知和讲师发来的消息。',
  'exam.report.about': '你最近几次考试的成绩。',
  'exam.reportAll.about': '你参加过的所有考试及成绩。',
};
