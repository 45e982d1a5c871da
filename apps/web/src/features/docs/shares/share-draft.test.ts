import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { CREATE_PET, PETS_FOLDER } from '../docs-test-fixtures';
import { shareBodyOf, type ShareValues } from './share-draft';

const NOW = new Date('2025-05-01T10:00:00.000Z');
const EMPTY: ShareValues = {
  name: '',
  scope: 'all',
  itemIds: [],
  password: '',
  expiresAt: null,
  language: 'en',
};

describe('shareBodyOf', () => {
  it('shares the whole project with no password and no expiry', () => {
    expect(shareBodyOf(EMPTY, NOW).body).toEqual({
      name: '',
      itemIds: [],
      password: null,
      expiresAt: null,
      language: 'en',
    });
  });

  it('sends the chosen items, the password and the expiry as an ISO time', () => {
    const body = shareBodyOf(
      {
        name: ' Partner ',
        scope: 'chosen',
        itemIds: [PETS_FOLDER, CREATE_PET],
        password: 'letmein',
        expiresAt: dayjs('2025-06-01T12:00:00.000Z'),
        language: 'ja',
      },
      NOW,
    ).body;
    expect(body).toEqual({
      name: 'Partner',
      itemIds: [PETS_FOLDER, CREATE_PET],
      password: 'letmein',
      expiresAt: '2025-06-01T12:00:00.000Z',
      language: 'ja',
    });
  });

  it('forgets items chosen before switching back to the whole project', () => {
    expect(shareBodyOf({ ...EMPTY, itemIds: [PETS_FOLDER] }, NOW).body?.itemIds).toEqual([]);
  });

  it('refuses no chosen item, an expiry not in the future and a short password', () => {
    const result = shareBodyOf(
      { ...EMPTY, scope: 'chosen', expiresAt: dayjs(NOW), password: 'abc' },
      NOW,
    );
    expect(result.issues).toEqual([
      { field: 'itemIds', message: 'validation.required' },
      { field: 'expiresAt', message: 'validation.docShareExpiry' },
      { field: 'password', message: 'validation.docPassword' },
    ]);
  });
});
