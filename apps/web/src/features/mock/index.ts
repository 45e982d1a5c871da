// The mock's public entry (issue 20): what the designer mounts (the panel button, an endpoint's
// mock pane, loaded on demand) and the test ids of both.
export { EndpointMockPane } from './lazy-mock';
export { MockPanelButton } from './mock-panel-button';
export { MOCK_TEST_IDS, mockTestIdOf } from './test-ids';
