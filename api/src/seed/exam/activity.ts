import type { SeedContext } from '../context';
import type { Member, Org } from '../org/staff';
import { randomFor } from '../random';
import { DAY, HOUR, MINUTE } from '../time';
import { flag, json } from '../writer';
import type { SeededPaper } from './papers';
import type { QuestionBank, QuestionType, SeededQuestion } from './questions';

/** Comments that fit any question, and comments that fit only one type of question. */
const COMMENTS: Readonly<Record<QuestionType | 'any', readonly string[]>> = {
  any: [
    '上次考试就考到了，大家注意。',
    '解析很清楚，终于弄明白了。',
    '门店实际操作中也是这样做的。',
    '这个知识点顾客经常问，一定要记牢。',
    '店长晨会上讲过这个。',
  ],
  single: [
    '几个选项都像对的，抓住题干里的关键词就好选了。',
    '先排除明显不对的两项，剩下的再比较。',
    '第一次做错了，收藏起来再练。',
  ],
  multiple: [
    '多选题要把所有正确选项都选上才得分。',
    '漏选了一项，少选也不得分，要仔细看每个选项。',
    '干扰项看着有道理，对照课程内容逐项判断。',
  ],
  judge: [
    '这句话只改了一个关键词，审题要细。',
    '看到“必须”“一定”这类说法要多想一下。',
    '判断题错了两次，这次记住了。',
  ],
  fill: [
    '填空要写准确的说法，意思对但字不对也算错。',
    '数字和单位都要写全。',
    '建议结合课程第二章一起复习。',
  ],
};

type Mistake = { wrongCount: number; lastAnswer: string[]; at: number };

/** Attempts, practice sessions, the mistakes they caused, favourites and comments. */
export function seedExamActivity(
  ctx: SeedContext,
  org: Org,
  bank: QuestionBank,
  papers: readonly SeededPaper[],
): void {
  const { write, now } = ctx;
  const rng = randomFor('exam-activity');
  // Leaves have a stream of their own, so the attempts above stay as they were before leaves.
  const leaveRng = randomFor('exam-leaves');
  const demo = org.demo.joined;
  const skill = new Map<number, number>(
    org.members.map((m) => [m.id, m === demo ? 0.8 : 0.5 + rng.next() * 0.45]),
  );
  const mistakes = new Map<string, Mistake>();

  const answer = (
    member: Member,
    q: SeededQuestion,
    at: number,
  ): { given: string[]; correct: boolean } => {
    const correct = rng.chance(skill.get(member.id) ?? 0.7);
    if (!correct) {
      const key = `${member.id}:${q.id}`;
      const m = mistakes.get(key);
      mistakes.set(key, { wrongCount: (m?.wrongCount ?? 0) + 1, lastAnswer: q.wrong, at });
    }
    return { given: correct ? q.answer : q.wrong, correct };
  };

  const attempt = (
    member: Member,
    paper: SeededPaper,
    startedAt: number,
    submitted: boolean,
  ): void => {
    const submittedAt = submitted
      ? startedAt + rng.int(8, paper.durationMinutes - 1) * MINUTE
      : null;
    const span = (submittedAt ?? now) - startedAt;
    const answered = submitted
      ? paper.questions
      : paper.questions.slice(0, paper.questions.length / 2);
    const shown = answered.map((pq, i) => {
      const at = startedAt + Math.floor((span * (i + 1)) / (answered.length + 1));
      return { pq, at, ...answer(member, pq.question, at) };
    });
    const score = shown.reduce((s, a) => s + (a.correct ? a.pq.score : 0), 0);
    const correctCount = shown.filter((a) => a.correct).length;
    const passed = submitted && score >= paper.passScore;
    // Some of the demo team (not the demo user) left a finished exam once or twice: the
    // manager's view of a colleague shows them.
    const leaves =
      submittedAt !== null &&
      paper.kind === 'exam' &&
      member !== demo &&
      member.teamId === demo.teamId &&
      leaveRng.chance(0.5)
        ? leaveRng.int(1, 2)
        : 0;
    const attemptId = write.insert('exam_attempts', {
      paper_id: paper.id,
      user_id: member.id,
      status: submitted ? 'submitted' : 'in_progress',
      started_at: startedAt,
      submitted_at: submittedAt,
      score,
      correct_count: correctCount,
      is_passed: flag(passed),
      leave_count: leaves,
      closed_by: submitted ? 'candidate' : null,
    });
    for (let i = 0; i < leaves && submittedAt !== null; i++) {
      const startedLeave = startedAt + Math.floor(((submittedAt - startedAt) * (i + 1)) / 3);
      write.insert('attempt_leaves', {
        attempt_id: attemptId,
        leave_id: `seed-${attemptId}-${i + 1}`,
        reason: leaveRng.pick(['hidden', 'blur', 'pagehide'] as const),
        started_at: startedLeave,
        ended_at: startedLeave + leaveRng.int(4, 90),
        start_seen: 1,
        counted: 1,
      });
    }
    for (const a of shown) {
      write.insert('attempt_answers', {
        attempt_id: attemptId,
        question_id: a.pq.question.id,
        answer: json(a.given),
        is_correct: flag(a.correct),
        score: a.correct ? a.pq.score : 0,
        answered_at: a.at,
      });
    }
    // Someone in the middle of an exam has flagged the first question left to come back to.
    const comeBackTo = submitted ? undefined : paper.questions[answered.length];
    if (comeBackTo) {
      write.insert('attempt_flags', { attempt_id: attemptId, question_id: comeBackTo.question.id });
    }
    if (passed && paper.kind === 'exam' && submittedAt !== null) {
      ctx.points.add(member.id, 10, 'exam_pass', `attempt:${attemptId}`, submittedAt);
    }
  };

  /** A moment the paper was open and the member had already joined. */
  const whenOpen = (paper: SeededPaper, member: Member): number => {
    const from = Math.max(paper.opensAt, member.joinedAt) + HOUR;
    const to = Math.min(paper.deadlineAt ?? now, now) - HOUR;
    return rng.int(from, Math.max(from, to));
  };

  const others = org.members.filter((m) => m !== demo);
  papers.forEach((paper, p) => {
    if (paper.opensAt > now) return;
    const share = p === 0 ? 0.6 : p === 1 ? 0.25 : paper.kind === 'mock' ? 0.08 : 0.05;
    const eligible = others.filter(
      (m) => m.joinedAt < Math.min(paper.deadlineAt ?? now, now) - DAY,
    );
    for (const member of eligible.filter(() => rng.chance(share))) {
      attempt(member, paper, whenOpen(paper, member), true);
    }
  });

  // The demo user passed last month's exam, failed a product test once (one try left), has
  // taken the mock paper twice and has not started this month's exam.
  const byTitle = (title: string): SeededPaper => {
    const paper = papers.find((x) => x.title === title);
    if (!paper) throw new Error(`no paper ${title}`);
    return paper;
  };
  const demoSkill = skill.get(demo.id) ?? 0.8;
  const runDemo = (paper: SeededPaper, s: number): void => {
    skill.set(demo.id, s);
    attempt(demo, paper, whenOpen(paper, demo), true);
  };
  runDemo(byTitle('岗位知识月度考核'), 0.9);
  runDemo(byTitle('冰箱产品知识测验'), 0.35);
  runDemo(byTitle('产品知识模拟卷（一）'), 0.7);
  runDemo(byTitle('产品知识模拟卷（一）'), 0.85);
  skill.set(demo.id, demoSkill);
  // Someone is in the middle of this month's exam right now.
  const busy = others[3];
  if (busy) attempt(busy, byTitle('门店服务月度考核'), now - 10 * MINUTE, false);

  // Practice: the demo user practised several chapters; some others practised too.
  const practisers = [demo, ...rng.sample(others, 40)];
  for (const member of practisers) {
    const sessions = member === demo ? 6 : rng.int(1, 2);
    for (let s = 0; s < sessions; s++) {
      const chapter =
        member === demo ? bank.chapters[s % bank.chapters.length] : rng.pick(bank.chapters);
      if (!chapter) continue;
      const pool = bank.questions.filter((q) => q.chapterId === chapter.id);
      const picked = rng.sample(pool, 10);
      const startedAt = now - rng.int(1, 30) * DAY - rng.int(0, 10) * HOUR;
      const finished = !(member === demo && s === sessions - 1);
      const done = finished ? picked : picked.slice(0, 6);
      const results = done.map((q, i) => ({
        q,
        at: startedAt + (i + 1) * 30,
        ...answer(member, q, startedAt + (i + 1) * 30),
      }));
      const sessionId = write.insert('practice_sessions', {
        user_id: member.id,
        bank_id: chapter.bankId,
        chapter_id: chapter.id,
        mode: 'chapter',
        question_count: picked.length,
        answered_count: results.length,
        correct_count: results.filter((r) => r.correct).length,
        started_at: startedAt,
        finished_at: finished ? startedAt + (picked.length + 1) * 30 : null,
      });
      picked.forEach((q, sort) => {
        write.insert('practice_session_questions', {
          session_id: sessionId,
          question_id: q.id,
          sort,
        });
      });
      for (const r of results) {
        write.insert('practice_answers', {
          session_id: sessionId,
          question_id: r.q.id,
          answer: json(r.given),
          is_correct: flag(r.correct),
          answered_at: r.at,
        });
      }
    }
  }

  let n = 0;
  for (const [key, m] of mistakes) {
    const [userId, questionId] = key.split(':').map(Number);
    write.insert('mistakes', {
      user_id: userId ?? 0,
      question_id: questionId ?? 0,
      wrong_count: m.wrongCount,
      last_answer: json(m.lastAnswer),
      last_wrong_at: m.at,
      // Every seventh mistake has since been mastered.
      mastered_at: n++ % 7 === 0 ? Math.min(now, m.at + DAY) : null,
    });
  }

  const favouriters = [demo, ...rng.sample(others, 30)];
  for (const member of favouriters) {
    for (const q of rng.sample(bank.questions, member === demo ? 15 : rng.int(1, 6))) {
      write.insert('question_favourites', {
        user_id: member.id,
        question_id: q.id,
        created_at: now - rng.int(1, 40) * DAY,
      });
    }
  }

  const commented = rng.sample(bank.questions, 60);
  commented.forEach((q, i) => {
    const authors =
      i < 5 ? [demo, ...rng.sample(others, rng.int(0, 2))] : rng.sample(others, rng.int(1, 3));
    for (const author of authors) {
      write.insert('question_comments', {
        question_id: q.id,
        user_id: author.id,
        body: rng.pick([...COMMENTS.any, ...COMMENTS[q.type]]),
        like_count: rng.int(0, 30),
        created_at: now - rng.int(1, 60) * DAY - rng.int(0, 23) * HOUR,
      });
    }
  });
}
