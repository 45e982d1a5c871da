// The mock module's public entry: other modules and the app import only from here.
export { registerMock } from './register-mock.js';
