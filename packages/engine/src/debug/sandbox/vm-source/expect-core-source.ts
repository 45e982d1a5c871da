/**
 * JavaScript run inside the sandbox: the machinery of `pm.expect`, a chai-style BDD subset. An
 * Assertion keeps its flags (not, deep, any, all, own, include, length) in one state object;
 * words that are both a chain and a call (include, length, a/an) return a function sharing that
 * state. A Proxy turns an unknown word into an error instead of a silent pass. Messages follow
 * chai's wording ("expected 200 to equal 201"), so people moving from Postman read what they
 * expect.
 *
 * Source text, not TypeScript: QuickJS evaluates it (see bootstrap-source.ts). It may not
 * contain backticks or dollar-brace, as it sits in a String.raw template.
 */
export const EXPECT_CORE_SOURCE = String.raw`
class AssertionError extends Error {
  constructor(message) {
    super(message);
    this.name = 'AssertionError';
  }
}

/** Marks the object pm.response is, so ok/json/status assert on a response, not on a value. */
const RESPONSE_STATE = Symbol('heron.response');

function sameValueZero(a, b) {
  return a === b || (a !== a && b !== b);
}

function deepEqual(a, b, memo) {
  if (sameValueZero(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const tag = typeTag(a);
  if (tag !== typeTag(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  if (tag === 'Date') return sameValueZero(a.getTime(), b.getTime());
  if (tag === 'RegExp') return String(a) === String(b);
  if (tag === 'Number' || tag === 'String' || tag === 'Boolean') return sameValueZero(a.valueOf(), b.valueOf());
  const seen = memo || [];
  for (let i = 0; i < seen.length; i++) if (seen[i][0] === a && seen[i][1] === b) return true;
  seen.push([a, b]);
  if (tag === 'Set') {
    if (a.size !== b.size) return false;
    const right = Array.from(b);
    return Array.from(a).every(function (item) {
      return right.some(function (other) { return deepEqual(item, other, seen); });
    });
  }
  if (tag === 'Map') {
    if (a.size !== b.size) return false;
    return Array.from(a).every(function (entry) {
      return b.has(entry[0]) && deepEqual(entry[1], b.get(entry[0]), seen);
    });
  }
  const leftKeys = Object.keys(a);
  const rightKeys = Object.keys(b);
  if (leftKeys.length !== rightKeys.length) return false;
  return leftKeys.every(function (key) {
    return Object.prototype.hasOwnProperty.call(b, key) && deepEqual(a[key], b[key], seen);
  });
}

/** chai's type names: 'array', 'null', 'date', 'regexp', 'object', or typeof. */
function typeName(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value !== 'object') return typeof value;
  return typeTag(value).toLowerCase();
}

function sizeOf(value) {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  const tag = value === null || value === undefined ? '' : typeTag(value);
  if (tag === 'Map' || tag === 'Set') return value.size;
  if (value !== null && value !== undefined && typeof value.length === 'number') return value.length;
  throw new AssertionError('expected ' + describeSubject(value) + ' to have a length');
}

function newState(subject, message) {
  return { subject: subject, message: message, negate: false, deep: false, any: false, all: false, own: false, contains: false, length: false };
}

/** Throws when the assertion does not hold (or holds, after "not"). */
function check(state, holds, positive, negative) {
  if (state.negate ? holds : !holds) {
    const prefix = state.message === undefined ? '' : String(state.message) + ': ';
    throw new AssertionError(prefix + (state.negate ? negative : positive));
  }
}

function subjectText(state) {
  return 'expected ' + describeSubject(state.subject);
}

function responseOf(state, word) {
  const subject = state.subject;
  const response = subject !== null && typeof subject === 'object' ? subject[RESPONSE_STATE] : undefined;
  if (response === undefined) throw new TypeError('pm.expect: .' + word + ' only works on pm.response');
  return response;
}

function isResponse(state) {
  const subject = state.subject;
  return subject !== null && typeof subject === 'object' && subject[RESPONSE_STATE] !== undefined;
}

/** Words that may be probed on an assertion without being assertions (await, JSON, tools). */
const HARMLESS_WORDS = { then: true, catch: true, toJSON: true, inspect: true, constructor: true, asymmetricMatch: true, nodeType: true };

const assertionTrap = {
  get: function (target, property, receiver) {
    if (typeof property === 'symbol' || property in target) return Reflect.get(target, property, receiver);
    if (HARMLESS_WORDS[property] === true) return undefined;
    throw new Error('pm.expect: "' + property + '" is not an assertion Heron knows (a typo, or not supported)');
  },
};

function Assertion(state) {
  this.__state = state;
}

function wrapAssertion(target) {
  return new Proxy(target, assertionTrap);
}

function defineWord(name, descriptor) {
  Object.defineProperty(Assertion.prototype, name, Object.assign({ configurable: true }, descriptor));
}

/** A word that only reads on: expect(x).to.be.ok — or sets a flag on the way. */
function addChain(names, setFlag) {
  names.forEach(function (name) {
    defineWord(name, {
      get: function () {
        if (setFlag) setFlag(this.__state);
        return this;
      },
    });
  });
}

/** A word that asserts when read: expect(x).to.be.true */
function addProperty(names, assert) {
  names.forEach(function (name) {
    defineWord(name, {
      get: function () {
        assert(this.__state);
        return this;
      },
    });
  });
}

/** A word that asserts when called: expect(x).to.equal(1) */
function addMethod(names, assert) {
  names.forEach(function (name) {
    defineWord(name, {
      writable: true,
      value: function (...args) {
        assert(this.__state, args);
        return this;
      },
    });
  });
}

/** A word that is both: expect(a).to.include(1) and expect(a).to.include.members([1]). */
function addChainableMethod(names, assert, setFlag) {
  names.forEach(function (name) {
    defineWord(name, {
      get: function () {
        const assertion = this;
        const state = assertion.__state;
        if (setFlag) setFlag(state);
        const call = function (...args) {
          assert(state, args);
          return assertion;
        };
        // A function owns "length" and "name"; the chain's words must win over them.
        delete call.length;
        delete call.name;
        Object.setPrototypeOf(call, Assertion.prototype);
        call.__state = state;
        return wrapAssertion(call);
      },
    });
  });
}

function expect(subject, message) {
  return wrapAssertion(new Assertion(newState(subject, message)));
}
`;
