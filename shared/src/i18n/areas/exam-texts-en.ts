// English texts of the exam area (mf-exam); spread into the English catalogue.
export const examTextsEn = {
  'exam.index.about': 'Practise by chapter, take mock papers and exams, and review your mistakes.',
  'exam.exercise.about': 'Practise questions chapter by chapter and see your progress in each.',
  'exam.answer.about': 'Answer the questions of an exam paper within its time limit.',
  'exam.answerSheet.about': 'See which questions you have answered and jump to any of them.',
  'exam.studentNotes.about': 'The comments and notes you have written on questions.',
  'exam.comment.about': 'Comments on a question, from you and other learners.',
  'exam.paper.about': 'The exam papers open to you.',
  'exam.paperDetail.about': "A paper's rules, time limit and pass mark, before you start.",
  'exam.mistakes.about': 'The questions you answered wrongly, to practise again.',
  'exam.problemRecord.about': 'Your answering history: when you practised and how you did.',
  'exam.testResultPractice.about':
    'The result of a practice session: correct answers and time spent.',
  'exam.testResultGrade.about': 'Your score in an exam and whether you passed.',
  'exam.questions.about': 'Questions picked by the trainers to practise.',
  'exam.simulate.about': 'Try a full paper under exam conditions before the real exam.',
  'exam.collect.about': 'Questions you have saved to come back to.',
  'exam.message.about': 'Exam notices and messages from your trainers.',
  'exam.report.about': 'Your scores in recent exams.',
  'exam.reportAll.about': 'Every exam you have taken, with its score.',
};
