// The mock's public entry (issue 20): an endpoint's mock pane, which the designer mounts, and the
// panel, the workspace's Mock section (issue 21), both loaded on demand; the test ids of both.
export { EndpointMockPane, MockPanel } from './lazy-mock';
export { MOCK_TEST_IDS, mockTestIdOf } from './test-ids';
