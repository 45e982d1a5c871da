import { describe, expect, it } from 'vitest';
import { aiKeys, isPreviewKey } from './keys';

const PROJECT_ID = '20000000-0000-4000-8000-000000000001';

describe('the AI previews’ keys', () => {
  it("are all found by isPreviewKey, which a team model's change refreshes them by", () => {
    const keys = [
      aiKeys.preview(PROJECT_ID, { itemIds: undefined, language: 'en' }),
      aiKeys.testsPreview(PROJECT_ID, { endpointId: 'e', language: 'en' }),
      aiKeys.importPreview(PROJECT_ID, { text: 'GET /pets', language: 'en' }),
    ];
    for (const key of keys) expect(isPreviewKey(key)).toBe(true);
    expect(isPreviewKey(aiKeys.runs(PROJECT_ID))).toBe(false);
    expect(isPreviewKey(aiKeys.modelStatus(PROJECT_ID))).toBe(false);
  });

  it("sit under the project's previews, which a run or a new monthly limit refreshes", () => {
    const prefix = aiKeys.previews(PROJECT_ID);
    const tests = aiKeys.testsPreview(PROJECT_ID, { endpointId: 'e', language: 'en' });
    const material = aiKeys.importPreview(PROJECT_ID, { text: 'x', language: 'en' });
    expect(tests.slice(0, prefix.length)).toEqual(prefix);
    expect(material.slice(0, prefix.length)).toEqual(prefix);
  });
});
