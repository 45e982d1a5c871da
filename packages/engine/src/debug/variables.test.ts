import { describe, expect, it } from 'vitest';
import { emptyScopes, resolveTemplate, variableNames, type VariableScopes } from './variables.js';

const scopes = (over: Partial<VariableScopes>): VariableScopes => ({ ...emptyScopes(), ...over });

describe('resolveTemplate', () => {
  it('takes the innermost scope that has the name: local, environment, project, globals', () => {
    const all = scopes({
      local: { a: 'local' },
      environment: { a: 'env', b: 'env' },
      collection: { a: 'project', b: 'project', c: 'project' },
      globals: { a: 'global', b: 'global', c: 'global', d: 'global' },
    });
    expect(resolveTemplate('{{a}} {{b}} {{ c }} {{d}}', all)).toEqual({
      text: 'local env project global',
      unresolved: [],
    });
  });

  it('resolves values that hold variables, and stops a cycle, reporting it', () => {
    const nested = scopes({
      environment: { host: 'api.{{domain}}', domain: 'example.com', loop: '{{loop}}!' },
    });
    expect(resolveTemplate('https://{{host}}/x', nested).text).toBe('https://api.example.com/x');
    const cycle = resolveTemplate('{{loop}}', nested);
    expect(cycle.unresolved).toEqual(['loop']);
    expect(cycle.text).toBe('{{loop}}!');
  });

  it('leaves an unknown name as written and reports it once', () => {
    expect(resolveTemplate('{{who}}/{{who}}/{{ok}}', scopes({ globals: { ok: '1' } }))).toEqual({
      text: '{{who}}/{{who}}/1',
      unresolved: ['who'],
    });
  });

  it('makes dynamic values fresh at each use; an unknown one stays', () => {
    const result = resolveTemplate('{{$guid}} {{$guid}} {{$timestamp}} {{$nope}}', emptyScopes());
    const [first, second, stamp, nope] = result.text.split(' ');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect(Number(stamp)).toBeGreaterThan(1_600_000_000);
    expect(nope).toBe('{{$nope}}');
    expect(result.unresolved).toEqual(['$nope']);
  });

  it('leaves text without variables alone, braces included', () => {
    expect(resolveTemplate('{"a": {"b": 1}} {single}', emptyScopes()).text).toBe(
      '{"a": {"b": 1}} {single}',
    );
  });
});

describe('variableNames', () => {
  it('lists the names a text refers to, once each', () => {
    expect(variableNames('{{a}}/{{ b }}/{{a}}')).toEqual(['a', 'b']);
  });
});
