import { describe, expect, it } from 'vitest';
import {
  checkMessage,
  fillTemplate,
  TEMPLATE_IDS,
  TEMPLATE_LANGUAGES,
  TEMPLATES,
} from './templates';

const FIELDS = {
  buyer: 'Alex',
  order: '111-2223334-5556667',
  product: 'Travel mug',
  seller: 'Example Store',
  date: '2026-12-01',
  details: '1. Print the label.',
};

describe('templates', () => {
  it('exist in five languages and use only known fields', () => {
    for (const id of TEMPLATE_IDS) {
      for (const language of TEMPLATE_LANGUAGES) {
        const filled = fillTemplate(TEMPLATES[id][language], FIELDS);
        expect(filled.subject + filled.body, `${id} ${language}`).not.toMatch(/\{\w+\}/);
      }
    }
  });
  it('keep the placeholder of an empty field', () => {
    const filled = fillTemplate(TEMPLATES['shipping-delay'].en, { ...FIELDS, date: ' ' });
    expect(filled.body).toContain('{date}');
    expect(filled.body).toContain('Dear Alex,');
  });
  it('pass the checker themselves', () => {
    for (const id of TEMPLATE_IDS) {
      for (const language of TEMPLATE_LANGUAGES) {
        const filled = fillTemplate(TEMPLATES[id][language], FIELDS);
        expect(checkMessage(`${filled.subject}\n${filled.body}`), `${id} ${language}`).toEqual([]);
      }
    }
  });
});

describe('messaging rules checker', () => {
  it('finds links and e-mail addresses', () => {
    expect(
      checkMessage('See https://example.com/x or www.shop.de or shop.com').map((hit) => hit.rule),
    ).toEqual(['link', 'link', 'link']);
    expect(checkMessage('Write to help@example.com')).toEqual([
      { rule: 'email', match: 'help@example.com', index: 9 },
    ]);
  });
  it('finds incentives in several languages', () => {
    expect(checkMessage('Get a 20% discount on your next order').map((hit) => hit.match)).toEqual([
      'discount',
    ]);
    expect(checkMessage('Ein Gutschein für Sie')[0]?.rule).toBe('incentive');
    expect(checkMessage('次回使える割引クーポン').map((hit) => hit.match)).toEqual([
      '割引',
      'クーポン',
    ]);
    expect(checkMessage('Feel free to ask')).toEqual([]);
  });
  it('finds requests for a positive review or to change one', () => {
    expect(checkMessage('Please leave a positive review')[0]?.rule).toBe('positive-review');
    expect(checkMessage('We hope for 5 stars!')[0]?.rule).toBe('positive-review');
    expect(checkMessage('Merci de laisser un avis positif')[0]?.rule).toBe('positive-review');
    expect(checkMessage('高評価をお願いします')[0]?.rule).toBe('positive-review');
    expect(checkMessage('Could you change your review?')[0]?.rule).toBe('review-change');
    expect(checkMessage('Please share your honest review')).toEqual([]);
  });
});
