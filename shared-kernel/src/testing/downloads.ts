/**
 * Catches the files a screen downloads (a blob's object URL clicked as a link, which jsdom
 * cannot follow) instead of saving them: their names, and their texts. `restore()` puts the
 * browser's own functions back.
 */
export function catchDownloads() {
  const names: string[] = [];
  const blobs: Blob[] = [];
  const own = {
    create: URL.createObjectURL,
    revoke: URL.revokeObjectURL,
    click: Object.getOwnPropertyDescriptor(HTMLAnchorElement.prototype, 'click'),
  };
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return `blob:download-${blobs.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    names.push(this.download);
  };
  return {
    names,
    /** The downloaded files' texts, in order. */
    texts: () => Promise.all(blobs.map((blob) => blob.text())),
    restore() {
      URL.createObjectURL = own.create;
      URL.revokeObjectURL = own.revoke;
      if (own.click) Object.defineProperty(HTMLAnchorElement.prototype, 'click', own.click);
    },
  };
}
