import { withoutRepeatedHeading } from './rich-text';

describe('withoutRepeatedHeading', () => {
  it.each<[string, string | undefined, string]>([
    ['<h3>会议议程</h3><ol><li>a</li></ol>', '会议议程', '<ol><li>a</li></ol>'],
    ['<h2> <b>Agenda</b> </h2><p>x</p>', 'Agenda', '<p>x</p>'],
    ['<h3>日程</h3><p>x</p>', '会议议程', '<h3>日程</h3><p>x</p>'],
    ['<p>会议议程</p>', '会议议程', '<p>会议议程</p>'],
    ['<h3>会议议程</h3>', undefined, '<h3>会议议程</h3>'],
  ])('%j under %j → %j', (html, title, shown) => {
    expect(withoutRepeatedHeading(html, title)).toBe(shown);
  });
});
