import { vi } from 'vitest';

// Files share one worker (isolate: false in vite.config). The app's own modules load afresh for
// each file, so a file's vi.mock reaches modules an earlier file already loaded; the libraries
// (antd, React), which cost the most to load, stay loaded.
vi.resetModules();
