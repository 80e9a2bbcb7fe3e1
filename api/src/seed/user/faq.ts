import { seededKind } from '../../texts';
import type { SeedContext } from '../context';
import { FAQ } from './faq-data';

export function seedFaq(ctx: SeedContext): void {
  FAQ.forEach(([category, question, answer], sort) => {
    ctx.write.insert('faq', {
      category,
      category_kind: seededKind('faqCategory.', category),
      question,
      answer,
      sort,
    });
  });
}
