import { describe, expect, it } from 'vitest';
import { assertionOutcome, run } from './test-support/script-input.js';

/** [expression, 'passed' or the failure message, as chai words it] */
type Case = [string, string];

function check(cases: Case[]): void {
  it.each(cases)('%s → %s', async (expression, outcome) => {
    expect(await assertionOutcome(expression)).toBe(outcome);
  });
}

describe('pm.expect: equality', () => {
  check([
    ['pm.expect(200).to.equal(200)', 'passed'],
    ['pm.expect(200).to.equal(201)', 'expected 200 to equal 201'],
    ['pm.expect(200).to.eql(201)', 'expected 200 to deeply equal 201'],
    ['pm.expect(200).to.eq(200)', 'passed'],
    ['pm.expect(200).equals(200)', 'passed'],
    ['pm.expect(200).to.not.equal(200)', 'expected 200 to not equal 200'],
    ["pm.expect('abc').to.equal('abd')", "expected 'abc' to equal 'abd'"],
    ["pm.expect('200').to.equal(200)", "expected '200' to equal 200"],
    ['pm.expect({ a: 1 }).to.equal({ a: 1 })', 'expected { a: 1 } to equal { a: 1 }'],
    ['pm.expect({ a: 1 }).to.eql({ a: 1 })', 'passed'],
    ['pm.expect({ a: 1 }).to.deep.equal({ a: 1 })', 'passed'],
    [
      'pm.expect({ a: [1, { b: 2 }] }).to.eql({ a: [1, { b: 3 }] })',
      'expected { a: [ 1, { b: 2 } ] } to deeply equal { a: [ 1, { b: 3 } ] }',
    ],
    ['pm.expect([1, 2]).to.not.eql([1, 2])', 'expected [ 1, 2 ] to not deeply equal [ 1, 2 ]'],
    ['pm.expect(NaN).to.eql(NaN)', 'passed'],
    ['pm.expect(new Date(5)).to.eql(new Date(5))', 'passed'],
    ['pm.expect(/a/g).to.eql(/a/g)', 'passed'],
    ['pm.expect(new Map([[1, { a: 1 }]])).to.eql(new Map([[1, { a: 1 }]]))', 'passed'],
    [
      'pm.expect(new Set([1, 2])).to.eql(new Set([2, 3]))',
      'expected Set{ 1, 2 } to deeply equal Set{ 2, 3 }',
    ],
    [
      'const a = { n: 1 }; a.self = a; const b = { n: 1 }; b.self = b; pm.expect(a).to.eql(b)',
      'passed',
    ],
    [
      "pm.expect({ id: 1, name: 'Ann', email: 'ann@example.com' }).to.eql({})",
      'expected { Object (id, name, ...) } to deeply equal {}',
    ],
    [
      'pm.expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]).to.eql([])',
      'expected [ Array(14) ] to deeply equal []',
    ],
    ["pm.expect(1, 'the count').to.equal(2)", 'the count: expected 1 to equal 2'],
  ]);
});

describe('pm.expect: types and values', () => {
  check([
    ["pm.expect('x').to.be.a('string')", 'passed'],
    ["pm.expect(5).to.be.a('string')", 'expected 5 to be a string'],
    ["pm.expect([]).to.be.an('array')", 'passed'],
    ["pm.expect({}).to.be.an('array')", 'expected {} to be an array'],
    ["pm.expect({}).to.be.an('object')", 'passed'],
    ["pm.expect(null).to.be.an('object')", 'expected null to be an object'],
    ["pm.expect(null).to.be.a('null')", 'passed'],
    ["pm.expect(undefined).to.be.an('undefined')", 'passed'],
    ["pm.expect(new Date()).to.be.a('date')", 'passed'],
    ["pm.expect(/x/).to.be.a('regexp')", 'passed'],
    ["pm.expect(() => 1).to.be.a('function')", 'passed'],
    ["pm.expect(1).to.be.a('Number')", 'passed'],
    ["pm.expect('x').to.not.be.a('string')", "expected 'x' not to be a string"],
    ['pm.expect(1).to.be.ok', 'passed'],
    ['pm.expect(0).to.be.ok', 'expected 0 to be truthy'],
    ['pm.expect(0).to.not.be.ok', 'passed'],
    ["pm.expect('x').to.not.be.ok", "expected 'x' to be falsy"],
    ['pm.expect(true).to.be.true', 'passed'],
    ['pm.expect(1).to.be.true', 'expected 1 to be true'],
    ['pm.expect(false).to.be.false', 'passed'],
    ['pm.expect(true).to.be.false', 'expected true to be false'],
    ['pm.expect(null).to.be.null', 'passed'],
    ['pm.expect(0).to.be.null', 'expected 0 to be null'],
    ['pm.expect(null).to.not.be.null', 'expected null not to be null'],
    ['pm.expect(undefined).to.be.undefined', 'passed'],
    ["pm.expect('').to.be.undefined", "expected '' to be undefined"],
    ['pm.expect(NaN).to.be.NaN', 'passed'],
    ['pm.expect(1).to.be.NaN', 'expected 1 to be NaN'],
    ['pm.expect(0).to.exist', 'passed'],
    ['pm.expect(null).to.exist', 'expected null to exist'],
    ['pm.expect(undefined).to.not.exist', 'passed'],
    ["pm.expect('a').to.not.exist", "expected 'a' to not exist"],
    ["pm.expect('').to.be.empty", 'passed'],
    ['pm.expect([]).to.be.empty', 'passed'],
    ['pm.expect({}).to.be.empty', 'passed'],
    ['pm.expect(new Map()).to.be.empty', 'passed'],
    ['pm.expect([1]).to.be.empty', 'expected [ 1 ] to be empty'],
    ['pm.expect({ a: 1 }).to.not.be.empty', 'passed'],
    ["pm.expect('').to.not.be.empty", "expected '' not to be empty"],
    ['pm.expect(5).to.be.empty', '.empty needs a string, an array or an object, but got 5'],
  ]);
});

describe('pm.expect: numbers', () => {
  check([
    ['pm.expect(5).to.be.above(3)', 'passed'],
    ['pm.expect(5).to.be.above(10)', 'expected 5 to be above 10'],
    ['pm.expect(5).to.be.gt(5)', 'expected 5 to be above 5'],
    ['pm.expect(5).to.be.greaterThan(4)', 'passed'],
    ['pm.expect(5).to.not.be.above(3)', 'expected 5 to be at most 3'],
    ['pm.expect(5).to.be.below(10)', 'passed'],
    ['pm.expect(5).to.be.lt(5)', 'expected 5 to be below 5'],
    ['pm.expect(5).to.be.lessThan(6)', 'passed'],
    ['pm.expect(5).to.be.at.least(5)', 'passed'],
    ['pm.expect(5).to.be.gte(6)', 'expected 5 to be at least 6'],
    ['pm.expect(5).to.be.at.most(5)', 'passed'],
    ['pm.expect(5).to.be.lte(4)', 'expected 5 to be at most 4'],
    ['pm.expect(5).to.be.within(1, 10)', 'passed'],
    ['pm.expect(5).to.be.within(1, 3)', 'expected 5 to be within 1..3'],
    ['pm.expect(pm.response.responseTime).to.be.below(200)', 'passed'],
    ["pm.expect('5').to.be.above(3)", "expected '5' to be a number or a date"],
    [
      "pm.expect(5).to.be.above('3')",
      'TypeError: pm.expect: the argument to .above must be a number or a date',
    ],
    ['pm.expect(new Date(10)).to.be.above(new Date(5))', 'passed'],
  ]);
});

describe('pm.expect: strings, arrays and objects', () => {
  check([
    ["pm.expect('hello world').to.include('world')", 'passed'],
    ["pm.expect('hello').to.include('x')", "expected 'hello' to include 'x'"],
    ["pm.expect('hello').to.contain('ell')", 'passed'],
    ["pm.expect('hello').to.includes('ell')", 'passed'],
    ["pm.expect('hello').contains('ell')", 'passed'],
    ['pm.expect([1, 2, 3]).to.include(2)', 'passed'],
    ['pm.expect([1, 2, 3]).to.include(4)', 'expected [ 1, 2, 3 ] to include 4'],
    ['pm.expect([1, 2]).to.not.include(1)', 'expected [ 1, 2 ] to not include 1'],
    ['pm.expect([{ a: 1 }]).to.include({ a: 1 })', 'expected [ { a: 1 } ] to include { a: 1 }'],
    ['pm.expect([{ a: 1 }]).to.deep.include({ a: 1 })', 'passed'],
    ['pm.expect({ a: 1, b: 2, c: 3 }).to.include({ a: 1, b: 2 })', 'passed'],
    [
      'pm.expect({ a: 1, b: 2 }).to.include({ a: 1, b: 3 })',
      'expected { a: 1, b: 2 } to include { a: 1, b: 3 }',
    ],
    ['pm.expect({ a: { x: 1 } }).to.deep.include({ a: { x: 1 } })', 'passed'],
    ["pm.expect('abc').to.have.lengthOf(3)", 'passed'],
    ['pm.expect([1, 2]).to.have.lengthOf(3)', 'expected [ 1, 2 ] to have a length of 3 but got 2'],
    ['pm.expect([1, 2]).to.have.length(2)', 'passed'],
    ['pm.expect([1, 2]).to.not.have.length(2)', 'expected [ 1, 2 ] to not have a length of 2'],
    ['pm.expect([1, 2, 3]).to.have.length.above(2)', 'passed'],
    [
      'pm.expect([1, 2]).to.have.length.above(2)',
      'expected [ 1, 2 ] to have a length above 2 but got 2',
    ],
    [
      'pm.expect([1, 2]).to.have.length.of.at.most(1)',
      'expected [ 1, 2 ] to have a length at most 1 but got 2',
    ],
    ['pm.expect([1, 2]).to.have.length.within(1, 5)', 'passed'],
    ['pm.expect(new Set([1])).to.have.lengthOf(1)', 'passed'],
    ["pm.expect({ a: 1 }).to.have.property('a')", 'passed'],
    ["pm.expect({ a: 1 }).to.have.property('b')", "expected { a: 1 } to have property 'b'"],
    ["pm.expect({ a: 1 }).to.have.property('a', 1)", 'passed'],
    [
      "pm.expect({ a: 1 }).to.have.property('a', 2)",
      "expected { a: 1 } to have property 'a' of 2, but got 1",
    ],
    ["pm.expect({ a: { b: 1 } }).to.have.deep.property('a', { b: 1 })", 'passed'],
    ["pm.expect({ a: 1 }).to.not.have.property('a')", "expected { a: 1 } to not have property 'a'"],
    ["pm.expect({ a: 5 }).to.have.property('a').that.is.above(3)", 'passed'],
    ["pm.expect({ a: 5 }).to.have.property('a').that.equals(6)", 'expected 5 to equal 6'],
    ["pm.expect({}).to.have.property('toString')", 'passed'],
    [
      "pm.expect({}).to.have.own.property('toString')",
      "expected {} to have own property 'toString'",
    ],
    ["pm.expect('abc').to.have.property('length', 3)", 'passed'],
    ["pm.expect('abc-123').to.match(/^[a-z]+-\\d+$/)", 'passed'],
    ["pm.expect('abc').to.match(/\\d/)", "expected 'abc' to match /\\d/"],
    ["pm.expect('abc').to.not.match(/b/)", "expected 'abc' not to match /b/"],
    ["pm.expect({ a: 1, b: 2 }).to.have.keys('a', 'b')", 'passed'],
    ["pm.expect({ a: 1, b: 2 }).to.have.keys(['a', 'b'])", 'passed'],
    ["pm.expect({ a: 1, b: 2 }).to.have.all.keys('a', 'b')", 'passed'],
    ["pm.expect({ a: 1, b: 2 }).to.have.keys('a')", "expected { a: 1, b: 2 } to have key 'a'"],
    ["pm.expect({ a: 1, b: 2 }).to.include.keys('a')", 'passed'],
    [
      "pm.expect({ a: 1, b: 2 }).to.contain.all.keys('a', 'c')",
      "expected { a: 1, b: 2 } to contain keys 'a', 'c'",
    ],
    ["pm.expect({ a: 1, b: 2 }).to.have.any.keys('x', 'b')", 'passed'],
    [
      "pm.expect({ a: 1 }).to.have.any.keys('x', 'y')",
      "expected { a: 1 } to have any of keys 'x', 'y'",
    ],
    ["pm.expect({ a: 1 }).to.not.have.any.keys('x', 'y')", 'passed'],
    ['pm.expect({ a: 1 }).to.have.keys({ a: 0 })', 'passed'],
    ["pm.expect('active').to.be.oneOf(['active', 'pending'])", 'passed'],
    [
      "pm.expect('gone').to.be.oneOf(['active', 'pending'])",
      "expected 'gone' to be one of [ 'active', 'pending' ]",
    ],
    ['pm.expect({ a: 1 }).to.be.deep.oneOf([{ a: 1 }])', 'passed'],
    ['pm.expect([1, 2, 3]).to.have.members([3, 2, 1])', 'passed'],
    [
      'pm.expect([1, 2]).to.have.members([2, 3])',
      'expected [ 1, 2 ] to have the same members as [ 2, 3 ]',
    ],
    ['pm.expect([1, 2, 3]).to.include.members([3, 1])', 'passed'],
    ['pm.expect([1, 2]).to.include.members([4])', 'expected [ 1, 2 ] to be a superset of [ 4 ]'],
    ['pm.expect([{ a: 1 }]).to.have.deep.members([{ a: 1 }])', 'passed'],
    [
      'pm.expect([{ a: 1 }]).to.have.members([{ a: 1 }])',
      'expected [ { a: 1 } ] to have the same members as [ { a: 1 } ]',
    ],
  ]);
});

describe('pm.expect: chains', () => {
  check([
    ['pm.expect(1).to.be.been.is.that.which.and.has.have.with.at.of.same.equal(1)', 'passed'],
    ["pm.expect([1, 2]).to.be.an('array').that.includes(2).and.has.lengthOf(2)", 'passed'],
    ["pm.expect([1, 2]).to.be.an('array').that.is.not.empty", 'passed'],
    [
      "pm.expect({ a: 'x' }).to.be.an('object').that.has.property('a').which.is.a('string')",
      'passed',
    ],
    ['pm.expect(3).to.be.a("number").and.to.be.above(2).and.below(4)', 'passed'],
  ]);

  it('turns a misspelt or unsupported word into a clear failure', async () => {
    expect(await assertionOutcome('pm.expect(1).to.equall(1)')).toBe(
      'Error: pm.expect: "equall" is not an assertion Heron knows (a typo, or not supported)',
    );
    expect(await assertionOutcome('pm.expect(1).to.be.truthy')).toBe(
      'Error: pm.expect: "truthy" is not an assertion Heron knows (a typo, or not supported)',
    );
  });
});

describe('pm.test', () => {
  it('records each test in the order it was called, passing or failing with its message', async () => {
    const result = await run(`
      pm.test('passes', () => { pm.expect(1).to.equal(1); });
      pm.test('fails', () => { pm.expect(1).to.equal(2); pm.expect('never').to.equal('reached'); });
      pm.test('throws', () => { null.x; });
      pm.test('throws a value', () => { throw 'text'; });
      pm.test('async passes', async () => { await null; });
      pm.test('async fails', async () => { await null; pm.expect([]).to.not.be.empty; });
      pm.test('done passes', (done) => { setTimeout(done, 1); });
      pm.test('done fails', (done) => { setTimeout(() => done(new Error('late')), 1); });
      console.log('script goes on');
    `);
    expect(result.error).toBeUndefined();
    expect(result.tests).toEqual([
      { name: 'passes', passed: true },
      { name: 'fails', passed: false, error: 'expected 1 to equal 2' },
      { name: 'throws', passed: false, error: "TypeError: cannot read property 'x' of null" },
      { name: 'throws a value', passed: false, error: 'text' },
      { name: 'async passes', passed: true },
      { name: 'async fails', passed: false, error: 'expected [] not to be empty' },
      { name: 'done passes', passed: true },
      { name: 'done fails', passed: false, error: 'Error: late' },
    ]);
    expect(result.console.map((line) => line.text)).toEqual(['script goes on']);
  });

  it('fails a test given no function, and skips a skipped one', async () => {
    const result = await run(
      `pm.test('no function'); pm.test.skip('skipped', () => { throw new Error('ran'); });`,
    );
    expect(result.tests).toEqual([
      {
        name: 'no function',
        passed: false,
        error: 'pm.test needs a function as its second argument',
      },
    ]);
  });

  it('lets an expect outside a test fail the script', async () => {
    const result = await run(
      `pm.test('before', () => {});\npm.expect(pm.response.code).to.equal(500);`,
    );
    expect(result.error).toEqual({
      kind: 'runtime',
      message: 'AssertionError: expected 200 to equal 500',
      line: 2,
    });
    expect(result.tests).toEqual([{ name: 'before', passed: true }]);
  });

  it('returns pm, so tests chain', async () => {
    const result = await run(`pm.test('a', () => {}).test('b', () => {});`);
    expect(result.tests.map((test) => test.name)).toEqual(['a', 'b']);
  });
});
