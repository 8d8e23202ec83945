import { describe, expect, it } from 'vitest';
import { crossProblems, parseRecord, renderIndex } from './records.mjs';
import { mappingProblems, topicsOf } from './topics.mjs';

const record = (number, { status = 'accepted', area = 'cart', drop = '' } = {}) =>
  [
    `# ${number}. Cart lines`,
    `- Status: ${status}`,
    '- Date: 2026-11-25',
    `- Area: ${area}`,
    '',
    '## Context',
    'Why.',
    '',
    '## Decision',
    'What.',
    '',
    '## Consequences',
    'Then.',
    '',
  ]
    .filter((line) => !drop || !line.startsWith(drop))
    .join('\n');

describe('decision records', () => {
  it('accepts a record in form', () => {
    expect(parseRecord('0200-cart-lines.md', record('0200')).problems).toEqual([]);
  });

  it('names each missing or wrong field', () => {
    expect(parseRecord('0200-cart-lines.md', record('0200', { drop: '- Date' })).problems).toEqual([
      'no "- Date:" line under the heading',
    ]);
    expect(parseRecord('0200-cart-lines.md', record('0200', { area: 'carts' })).problems).toEqual([
      expect.stringContaining('area "carts" is not one of'),
    ]);
    expect(parseRecord('0200-cart-lines.md', record('0201')).problems).toEqual([
      'heading says 0201, file name 0200',
    ]);
    expect(
      parseRecord('0200-cart-lines.md', record('0200', { drop: '## Consequences' })).problems,
    ).toEqual(['no "## Consequences" section (in the order Context, Decision, Consequences)']);
    expect(
      parseRecord('0200-cart-lines.md', record('0200', { status: 'replaced' })).problems,
    ).toHaveLength(1);
  });

  it('refuses a number used twice and a superseding record that does not exist', () => {
    const a = parseRecord('0200-a.md', record('0200', { status: 'superseded by 0202' }));
    const b = parseRecord('0200-b.md', record('0200'));
    expect(crossProblems([a, b])).toEqual([
      '0200-b.md: number 0200 also used by 0200-a.md',
      '0200-a.md: superseded by 0202, which does not exist',
    ]);
  });

  it('indexes every record under its area, a superseded one linking its successor', () => {
    const old = parseRecord('0200-a.md', record('0200', { status: 'superseded by 0201' }));
    const next = parseRecord('0201-b.md', record('0201', { area: 'law' }));
    const index = renderIndex([old, next]);
    expect(index).toContain('## cart\n');
    expect(index).toContain('| [0200. Cart lines](0200-a.md) | superseded by [0201](0201-b.md) |');
    expect(index.indexOf('## law')).toBeLessThan(index.indexOf('[0201. Cart lines](0201-b.md)'));
  });
});

describe('old topics', () => {
  const old = '# Decisions\n## Cart\n### Lines\ntext\n#### Retention\n## Admin\n### Audit\n';

  it('lists every ### and #### topic under its section', () => {
    expect(topicsOf(old)).toEqual(['Cart › Lines', 'Cart › Lines › Retention', 'Admin › Audit']);
  });

  it('reports a topic without a record, a missing record and a topic left out of the list', () => {
    const legacy = {
      topics: [
        { topic: 'Cart › Lines', records: ['0001-lines'] },
        { topic: 'Cart › Lines › Retention', records: [] },
        { topic: 'Admin › Audit', records: ['0002-audit'] },
      ],
    };
    const exists = (r) => r === '0001-lines';
    expect(mappingProblems(legacy, exists, [...topicsOf(old), 'Admin › Roles'])).toEqual([
      '"Cart › Lines › Retention" maps to no record',
      '"Admin › Audit" maps to 0002-audit.md, which does not exist',
      '"Admin › Roles" of the old decisions.md is not in the list',
    ]);
  });
});
