// jsdom lacks what the roster screens use from the browser: compression streams (share links)
// and Blob.text (file import). Node has the same web APIs.
const { CompressionStream, DecompressionStream } = require('node:stream/web');

Object.assign(globalThis, { CompressionStream, DecompressionStream });

if (!Blob.prototype.text) {
  Blob.prototype.text = function text() {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}
