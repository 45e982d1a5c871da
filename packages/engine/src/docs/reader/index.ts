// The reader's side of published docs (issue 23): a build's page made into the page a reader
// gets, the message pages, and the stylesheet and script served beside them.
export { fillMarkers } from './fill-markers.js';
export { renderReaderDocument } from './render-document.js';
export { renderReaderMessage, type ReaderMessageInput } from './render-message.js';
export { READER_STYLE } from './reader-style.js';
export { READER_SCRIPT } from './reader-script.js';
