import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../adapters/crypto/secret-box.js';
import { toStored, toValues, toView } from './stored-variables.js';

const box = createSecretBox(randomBytes(32));

describe('stored variables', () => {
  it('opens enabled values for sending, secrets included; disabled ones are left out', () => {
    const stored = toStored(
      [
        { name: 'plain', value: 'p' },
        { name: 'secret', value: 's', secret: true },
        { name: 'off', value: 'o', enabled: false },
        { name: 'empty secret', value: '', secret: true },
      ],
      [],
      box,
      '/variables',
    );
    expect(toValues(stored, box)).toEqual({ plain: 'p', secret: 's', 'empty secret': '' });
    expect(toView(stored).map((v) => [v.name, v.value, v.isSet])).toEqual([
      ['plain', 'p', true],
      ['secret', null, true],
      ['off', 'o', true],
      ['empty secret', null, false],
    ]);
  });

  it('keeps a secret saved without its value, and drops it when renamed without one', () => {
    const first = toStored([{ name: 'k', value: 'v', secret: true }], [], box, '/v');
    const kept = toStored([{ name: 'k', value: null, secret: true }], first, box, '/v');
    expect(kept[0]!.value).toBe(first[0]!.value);
    const renamed = toStored([{ name: 'k2', value: null, secret: true }], first, box, '/v');
    expect(toValues(renamed, box)).toEqual({ k2: '' });
    // A plain variable made secret is sealed; a secret made plain needs its value again.
    const plain = toStored([{ name: 'k', value: 'v' }], [], box, '/v');
    const sealed = toStored([{ name: 'k', value: null, secret: true }], plain, box, '/v');
    expect(sealed[0]!.value).not.toBe('v');
    expect(toValues(sealed, box)).toEqual({ k: 'v' });
    const unsealed = toStored([{ name: 'k', value: null, secret: false }], first, box, '/v');
    expect(unsealed[0]).toMatchObject({ value: '', secret: false });
  });
});
