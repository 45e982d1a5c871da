import { describe, expect, it } from 'vitest';
import { sample, validValues } from '../test-support/sample.js';
import { compileFake, FAKE_NAMES } from '../fake-values.js';
import { createRng } from '../rng.js';
import type { MockLocale } from '../types.js';

const person = {
  type: 'object',
  required: ['name', 'city', 'phone', 'email', 'avatar_url', 'created_at', 'price'],
  properties: {
    name: { type: 'string' },
    city: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    avatar_url: { type: 'string', format: 'uri' },
    created_at: { type: 'string', format: 'date-time' },
    price: { type: 'number' },
  },
};
const models = { User: person };

const HAN = /\p{Script=Han}/u;
const KANA_OR_HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

describe('realistic values in the locale', () => {
  it.each([
    ['en', /^[A-Za-z .'-]+$/],
    ['zh-CN', HAN],
    ['zh-Hant', HAN],
    ['ja', KANA_OR_HAN],
    ['id', /^[A-Za-z .'-]+$/],
  ] as [MockLocale, RegExp][])('writes names and cities in %s', (locale, script) => {
    const values = validValues({ $ref: '#/components/schemas/User' }, 10, {
      models,
      locale,
    }) as Record<string, string>[];
    for (const value of values) {
      expect(value.name).toMatch(script);
      expect(value.city).toMatch(locale === 'id' || locale === 'en' ? /\w/ : script);
      expect(value.email).toMatch(/@/);
      expect(value.avatar_url).toMatch(/^https:\/\//);
    }
    expect(new Set(values.map((value) => value.name)).size).toBeGreaterThan(5);
  });

  it('gives the same answer for a seed in every process (the pools are seeded from their key)', () => {
    const user = {
      type: 'object',
      required: ['name', 'city', 'created_at'],
      properties: {
        name: { type: 'string' },
        city: { type: 'string' },
        created_at: { type: 'string', format: 'date-time' },
      },
    };
    const models = { User: user };
    const schema = { $ref: '#/components/schemas/User' };
    expect(sample(schema, { models }).one(1).value).toEqual({
      name: 'Nicole Windler',
      city: 'Emilioshire',
      created_at: '2025-04-27T23:34:50Z',
    });
    expect(sample(schema, { models, locale: 'zh-CN' }).one(1).value).toEqual({
      name: '夏鸿涛',
      city: '宁乡县',
      created_at: '2024-08-29T02:08:55Z',
    });
  });
});

describe('compileFake', () => {
  it('makes a value of every fake name, and nothing for an unknown one', () => {
    for (const name of FAKE_NAMES) {
      const make = compileFake(name, 'en');
      expect(typeof make?.(createRng(1))).toBe('string');
    }
    expect(compileFake('nope', 'en')).toBeUndefined();
    expect(compileFake('email', 'ja')!(createRng(2))).toMatch(/@/);
  });
});
