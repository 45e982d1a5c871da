/**
 * JavaScript run inside the sandbox: the words of `pm.expect` (chains, equal/eql, a/an, ok, true,
 * empty, above/below, within, include, property, length, match, keys, oneOf, members), built on
 * expect-core-source.ts.
 *
 * Source text, not TypeScript: QuickJS evaluates it (see bootstrap-source.ts). It may not
 * contain backticks or dollar-brace, as it sits in a String.raw template.
 */
export const EXPECT_WORDS_SOURCE = String.raw`
addChain(['to', 'be', 'been', 'is', 'that', 'which', 'and', 'has', 'have', 'with', 'at', 'of', 'same', 'but', 'does', 'still', 'also']);
addChain(['not'], function (state) { state.negate = true; });
addChain(['deep'], function (state) { state.deep = true; });
addChain(['own'], function (state) { state.own = true; });
addChain(['any'], function (state) { state.any = true; state.all = false; });
addChain(['all'], function (state) { state.all = true; state.any = false; });

function assertEqual(state, args) {
  const expected = args[0];
  if (state.deep) return assertDeepEqual(state, args);
  check(state, state.subject === expected,
    subjectText(state) + ' to equal ' + inspect(expected),
    subjectText(state) + ' to not equal ' + inspect(expected));
}

function assertDeepEqual(state, args) {
  const expected = args[0];
  check(state, deepEqual(state.subject, expected),
    subjectText(state) + ' to deeply equal ' + inspect(expected),
    subjectText(state) + ' to not deeply equal ' + inspect(expected));
}

addMethod(['equal', 'equals', 'eq'], assertEqual);
addMethod(['eql', 'eqls'], assertDeepEqual);

addChainableMethod(['a', 'an'], function (state, args) {
  const expected = String(args[0]).toLowerCase();
  const article = /^[aeiou]/.test(expected) ? 'an ' : 'a ';
  check(state, typeName(state.subject) === expected,
    subjectText(state) + ' to be ' + article + expected,
    subjectText(state) + ' not to be ' + article + expected);
});

addProperty(['ok'], function (state) {
  if (isResponse(state)) return statusCode(200)(state);
  check(state, Boolean(state.subject), subjectText(state) + ' to be truthy', subjectText(state) + ' to be falsy');
});
addProperty(['true'], function (state) {
  check(state, state.subject === true, subjectText(state) + ' to be true', subjectText(state) + ' to be false');
});
addProperty(['false'], function (state) {
  check(state, state.subject === false, subjectText(state) + ' to be false', subjectText(state) + ' to be true');
});
addProperty(['null'], function (state) {
  check(state, state.subject === null, subjectText(state) + ' to be null', subjectText(state) + ' not to be null');
});
addProperty(['undefined'], function (state) {
  check(state, state.subject === undefined, subjectText(state) + ' to be undefined', subjectText(state) + ' not to be undefined');
});
addProperty(['NaN'], function (state) {
  check(state, Number.isNaN(state.subject), subjectText(state) + ' to be NaN', subjectText(state) + ' not to be NaN');
});
addProperty(['exist'], function (state) {
  check(state, state.subject !== null && state.subject !== undefined, subjectText(state) + ' to exist', subjectText(state) + ' to not exist');
});
addProperty(['empty'], function (state) {
  const subject = state.subject;
  let size;
  if (typeof subject === 'string' || Array.isArray(subject)) size = subject.length;
  else if (subject !== null && typeof subject === 'object') {
    const tag = typeTag(subject);
    size = tag === 'Map' || tag === 'Set' ? subject.size : Object.keys(subject).length;
  } else throw new AssertionError('.empty needs a string, an array or an object, but got ' + inspect(subject));
  check(state, size === 0, subjectText(state) + ' to be empty', subjectText(state) + ' not to be empty');
});

function isNumberOrDate(value) {
  return typeof value === 'number' || typeTag(value) === 'Date';
}

/** above/below/least/most, on the subject or (after .length) on its length. */
function addComparison(names, holds, word, opposite) {
  addMethod(names, function (state, args) {
    const limit = args[0];
    if (!isNumberOrDate(limit)) throw new TypeError('pm.expect: the argument to .' + names[0] + ' must be a number or a date');
    if (state.length) {
      const size = sizeOf(state.subject);
      check(state, holds(size, limit),
        subjectText(state) + ' to have a length ' + word + ' ' + inspect(limit) + ' but got ' + size,
        subjectText(state) + ' to not have a length ' + word + ' ' + inspect(limit));
      return;
    }
    if (!isNumberOrDate(state.subject)) throw new AssertionError(subjectText(state) + ' to be a number or a date');
    check(state, holds(state.subject, limit),
      subjectText(state) + ' to be ' + word + ' ' + inspect(limit),
      subjectText(state) + ' to be ' + opposite + ' ' + inspect(limit));
  });
}

addComparison(['above', 'gt', 'greaterThan'], function (a, b) { return a > b; }, 'above', 'at most');
addComparison(['below', 'lt', 'lessThan'], function (a, b) { return a < b; }, 'below', 'at least');
addComparison(['least', 'gte', 'greaterThanOrEqual'], function (a, b) { return a >= b; }, 'at least', 'below');
addComparison(['most', 'lte', 'lessThanOrEqual'], function (a, b) { return a <= b; }, 'at most', 'above');

addMethod(['within'], function (state, args) {
  const low = args[0];
  const high = args[1];
  const range = inspect(low) + '..' + inspect(high);
  if (state.length) {
    const size = sizeOf(state.subject);
    check(state, size >= low && size <= high,
      subjectText(state) + ' to have a length within ' + range,
      subjectText(state) + ' to not have a length within ' + range);
    return;
  }
  if (!isNumberOrDate(state.subject)) throw new AssertionError(subjectText(state) + ' to be a number or a date');
  check(state, state.subject >= low && state.subject <= high,
    subjectText(state) + ' to be within ' + range,
    subjectText(state) + ' to not be within ' + range);
});

function compareWith(state) {
  return state.deep ? function (a, b) { return deepEqual(a, b); } : sameValueZero;
}

addChainableMethod(['include', 'contain', 'includes', 'contains'], function (state, args) {
  const expected = args[0];
  const subject = state.subject;
  const same = compareWith(state);
  const verb = state.deep ? ' to deep include ' : ' to include ';
  const negativeVerb = state.deep ? ' to not deep include ' : ' to not include ';
  let holds;
  if (typeof subject === 'string') {
    holds = subject.indexOf(String(expected)) !== -1;
  } else if (Array.isArray(subject)) {
    holds = subject.some(function (item) { return same(item, expected); });
  } else if (subject !== null && typeof subject === 'object' && typeTag(subject) === 'Set') {
    holds = Array.from(subject).some(function (item) { return same(item, expected); });
  } else if (subject !== null && typeof subject === 'object' && typeTag(subject) === 'Map') {
    holds = Array.from(subject.values()).some(function (item) { return same(item, expected); });
  } else if (subject !== null && typeof subject === 'object') {
    if (expected === null || typeof expected !== 'object') {
      throw new AssertionError(subjectText(state) + ' to include ' + inspect(expected) + ': an object can only include an object of properties');
    }
    holds = Object.keys(expected).every(function (key) {
      return key in subject && same(subject[key], expected[key]);
    });
  } else {
    throw new AssertionError(subjectText(state) + ' to be a string, an array, a map, a set or an object');
  }
  check(state, holds, subjectText(state) + verb + inspect(expected), subjectText(state) + negativeVerb + inspect(expected));
}, function (state) { state.contains = true; });

addMethod(['property'], function (state, args) {
  const name = args[0];
  const subject = state.subject;
  const has = subject !== null && subject !== undefined &&
    (state.own ? Object.prototype.hasOwnProperty.call(subject, name) : name in Object(subject));
  const label = (state.deep ? 'deep ' : '') + (state.own ? 'own ' : '') + 'property ' + inspect(name);
  if (args.length > 1) {
    const expected = args[1];
    const actual = has ? subject[name] : undefined;
    check(state, has && compareWith(state)(actual, expected),
      subjectText(state) + ' to have ' + label + ' of ' + inspect(expected) + ', but got ' + inspect(actual),
      subjectText(state) + ' to not have ' + label + ' of ' + inspect(expected));
  } else {
    check(state, has, subjectText(state) + ' to have ' + label, subjectText(state) + ' to not have ' + label);
  }
  // As in chai, the chain goes on with the property's value: .property('a').that.equals(1).
  if (has && !state.negate) state.subject = subject[name];
});

function assertLength(state, args) {
  const expected = args[0];
  state.length = false;
  const size = sizeOf(state.subject);
  check(state, size === expected,
    subjectText(state) + ' to have a length of ' + inspect(expected) + ' but got ' + size,
    subjectText(state) + ' to not have a length of ' + inspect(expected));
}

addMethod(['lengthOf'], assertLength);
addChainableMethod(['length'], assertLength, function (state) { state.length = true; });

addMethod(['match', 'matches'], function (state, args) {
  const pattern = args[0];
  if (typeTag(pattern) !== 'RegExp') throw new TypeError('pm.expect: .match needs a regular expression');
  check(state, pattern.test(String(state.subject)),
    subjectText(state) + ' to match ' + String(pattern),
    subjectText(state) + ' not to match ' + String(pattern));
});

addMethod(['keys', 'key'], function (state, args) {
  const subject = state.subject;
  let expected = args;
  if (args.length === 1 && Array.isArray(args[0])) expected = args[0];
  else if (args.length === 1 && args[0] !== null && typeof args[0] === 'object') expected = Object.keys(args[0]);
  expected = expected.map(String);
  if (expected.length === 0) throw new TypeError('pm.expect: .keys needs at least one key');
  if (subject === null || typeof subject !== 'object') throw new AssertionError(subjectText(state) + ' to be an object to have keys');
  const actual = typeTag(subject) === 'Map' ? Array.from(subject.keys()).map(String) : Object.keys(subject);
  const present = function (key) { return actual.indexOf(key) !== -1; };
  let holds;
  if (state.any) holds = expected.some(present);
  else holds = expected.every(present) && (state.contains || expected.length === actual.length);
  const words = (state.contains ? 'contain ' : 'have ') + (state.any ? 'any of ' : '') +
    (expected.length > 1 ? 'keys ' : 'key ') + expected.map(inspect).join(', ');
  check(state, holds, subjectText(state) + ' to ' + words, subjectText(state) + ' to not ' + words);
});

addMethod(['oneOf'], function (state, args) {
  const list = args[0];
  if (!Array.isArray(list)) throw new TypeError('pm.expect: .oneOf needs an array');
  const same = compareWith(state);
  const subject = state.subject;
  check(state, list.some(function (item) { return same(item, subject); }),
    subjectText(state) + ' to be one of ' + inspect(list),
    subjectText(state) + ' to not be one of ' + inspect(list));
});

addMethod(['members'], function (state, args) {
  const expected = args[0];
  const subject = state.subject;
  if (!Array.isArray(subject)) throw new AssertionError(subjectText(state) + ' to be an array');
  if (!Array.isArray(expected)) throw new TypeError('pm.expect: .members needs an array');
  const same = compareWith(state);
  const within = function (items, pool) {
    return items.every(function (item) { return pool.some(function (other) { return same(item, other); }); });
  };
  const holds = state.contains
    ? within(expected, subject)
    : subject.length === expected.length && within(expected, subject) && within(subject, expected);
  const words = state.contains
    ? 'be a superset of '
    : 'have the same ' + (state.deep ? 'deep ' : '') + 'members as ';
  check(state, holds, subjectText(state) + ' to ' + words + inspect(expected), subjectText(state) + ' to not ' + words + inspect(expected));
});
`;
