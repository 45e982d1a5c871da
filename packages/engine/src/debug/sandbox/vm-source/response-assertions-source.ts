/**
 * JavaScript run inside the sandbox: the assertions of `pm.response.to` (status, header, ok, json
 * and the status classes), which work on pm.response only. `ok` stays plain truthiness for any
 * other value (see expect-words-source.ts).
 *
 * Source text, not TypeScript: QuickJS evaluates it (see bootstrap-source.ts). It may not
 * contain backticks or dollar-brace, as it sits in a String.raw template.
 */
export const RESPONSE_ASSERTIONS_SOURCE = String.raw`
function statusClass(low, high, label) {
  return function (state) {
    const code = responseOf(state, label).code;
    check(state, code >= low && code <= high,
      'expected response code to be ' + label + ' but found ' + code,
      'expected response code to not be ' + label + ' but found ' + code);
  };
}

function statusCode(expected) {
  return function (state) {
    const code = responseOf(state, String(expected)).code;
    check(state, code === expected,
      'expected response code to be ' + expected + ' but found ' + code,
      'expected response code to not be ' + expected + ' but found ' + code);
  };
}

// pm.response.to.have.status(200) / .status('OK'), header(name[, value]), and the status words.
addMethod(['status'], function (state, args) {
  const response = responseOf(state, 'status');
  const expected = args[0];
  if (typeof expected === 'string') {
    check(state, response.status === expected,
      'expected response to have status reason ' + inspect(expected) + ' but got ' + inspect(response.status),
      'expected response to not have status reason ' + inspect(expected));
    return;
  }
  check(state, response.code === expected,
    'expected response to have status code ' + inspect(expected) + ' but got ' + response.code,
    'expected response to not have status code ' + inspect(expected));
});

addMethod(['header'], function (state, args) {
  const response = responseOf(state, 'header');
  const name = String(args[0]);
  const value = response.headers.get(name);
  if (args.length < 2) {
    check(state, value !== undefined,
      'expected response to have header ' + inspect(name),
      'expected response to not have header ' + inspect(name));
    return;
  }
  const expected = args[1];
  check(state, value === expected,
    'expected response header ' + inspect(name) + ' to be ' + inspect(expected) + ' but got ' + inspect(value),
    'expected response header ' + inspect(name) + ' to not be ' + inspect(expected));
});

addProperty(['json'], function (state) {
  const response = responseOf(state, 'json');
  const type = response.headers.get('content-type') || '';
  let parses = true;
  try { jsonParse(response.body); } catch (error) { parses = false; }
  check(state, /json/i.test(type) && parses,
    'expected response to be json (content-type ' + inspect(type) + (parses ? '' : ', body does not parse') + ')',
    'expected response to not be json');
});

addProperty(['success'], statusClass(200, 299, '2XX'));
addProperty(['info'], statusClass(100, 199, '1XX'));
addProperty(['redirection'], statusClass(300, 399, '3XX'));
addProperty(['clientError'], statusClass(400, 499, '4XX'));
addProperty(['serverError'], statusClass(500, 599, '5XX'));
addProperty(['error'], statusClass(400, 599, '4XX or 5XX'));
addProperty(['accepted'], statusCode(202));
addProperty(['badRequest'], statusCode(400));
addProperty(['unauthorized'], statusCode(401));
addProperty(['forbidden'], statusCode(403));
addProperty(['notFound'], statusCode(404));
addProperty(['rateLimited'], statusCode(429));
`;
