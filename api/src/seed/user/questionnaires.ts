import type { SeedContext } from '../context';
import type { Org } from '../org/staff';
import { randomFor, type Random } from '../random';
import { DAY, HOUR } from '../time';
import { flag, json } from '../writer';

type QuestionType = 'single' | 'multiple' | 'text' | 'rating';
type Question = readonly [QuestionType, string, readonly string[]];

const RATING = ['1', '2', '3', '4', '5'];

const QUESTIONNAIRES: readonly {
  title: string;
  description: string;
  points: number;
  startsIn: number;
  days: number;
  responses: number;
  questions: readonly Question[];
}[] = [
  {
    title: '学习平台满意度调查',
    description: '感谢参与！你的意见将帮助我们把学习平台做得更好。完成问卷可获得20积分。',
    points: 20,
    startsIn: -5,
    days: 15,
    responses: 48,
    questions: [
      ['rating', '你对学习平台的整体满意度', RATING],
      [
        'single',
        '你平均每周在平台学习多长时间？',
        ['少于1小时', '1～3小时', '3～5小时', '5小时以上'],
      ],
      [
        'multiple',
        '你最常使用的功能有哪些？',
        ['课程学习', '题库练习', '考试', '资料中心', '打卡活动', '知识库'],
      ],
      ['single', '你更喜欢哪种课程形式？', ['视频', '音频', '图文', '线下培训']],
      ['rating', '课程内容对实际工作的帮助程度', RATING],
      [
        'multiple',
        '你希望增加哪些课程主题？',
        ['产品知识', '销售技巧', '门店管理', '数字化营销', '服务技巧'],
      ],
      ['single', '你通常在什么时间学习？', ['上班前', '午休时间', '客流低谷时', '下班后']],
      ['text', '你对学习平台还有哪些建议？', []],
    ],
  },
  {
    title: '服务之星培训效果调研',
    description: '服务之星七日打卡活动的培训效果调研。',
    points: 10,
    startsIn: -35,
    days: 10,
    responses: 36,
    questions: [
      ['rating', '培训内容的实用性', RATING],
      ['single', '培训后你的服务信心是否提升？', ['明显提升', '有所提升', '没有变化']],
      ['text', '请分享一个你最近的服务故事', []],
    ],
  },
];

const SUGGESTIONS = [
  '希望多一些产品实操视频。',
  '题库能按难度筛选就更好了。',
  '课程可以再短一些，方便碎片时间学习。',
  '希望增加直播课。',
  '很好用，继续加油！',
];

function answerFor(type: QuestionType, options: readonly string[], rng: Random): string[] {
  switch (type) {
    case 'rating':
      return [String(rng.int(3, 5))];
    case 'single':
      return [rng.pick(options)];
    case 'multiple':
      return rng.sample(options, rng.int(1, 3));
    case 'text':
      return [rng.pick(SUGGESTIONS)];
  }
}

/** Questionnaires (one open, one closed) with responses; each response earns its points. */
export function seedQuestionnaires(ctx: SeedContext, org: Org): void {
  const { write, now } = ctx;
  const rng = randomFor('questionnaires');
  for (const q of QUESTIONNAIRES) {
    const startsAt = now + q.startsIn * DAY;
    const endsAt = startsAt + q.days * DAY;
    const id = write.insert('questionnaires', {
      title: q.title,
      description: q.description,
      points_reward: q.points,
      starts_at: startsAt,
      ends_at: endsAt,
    });
    const questionIds = q.questions.map(([type, title, options], sort) =>
      write.insert('questionnaire_questions', {
        questionnaire_id: id,
        type,
        title,
        options: json(options),
        is_required: flag(type !== 'text'),
        sort,
      }),
    );
    // The joined demo user has not answered the open questionnaire yet.
    const respondents = rng.sample(
      org.members.filter((m) => m !== org.demo.joined),
      q.responses,
    );
    for (const member of respondents) {
      const at = startsAt + rng.int(HOUR, Math.min(now, endsAt) - startsAt - HOUR);
      const responseId = write.insert('questionnaire_responses', {
        questionnaire_id: id,
        user_id: member.id,
        submitted_at: at,
      });
      q.questions.forEach(([type, , options], i) => {
        if (type === 'text' && rng.chance(0.4)) return;
        write.insert('questionnaire_answers', {
          response_id: responseId,
          question_id: questionIds[i] ?? 0,
          answer: json(answerFor(type, options, rng)),
        });
      });
      ctx.points.add(member.id, q.points, 'questionnaire', `questionnaire:${id}`, at);
    }
  }
}
