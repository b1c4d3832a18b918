/**
 * Sends a file to a signed storage URL with XMLHttpRequest (fetch cannot report upload progress).
 * Never carries the session: the URL's signature is its credential.
 */
export class StorageUploadError extends Error {
  constructor(readonly status: number) {
    // docs/PRODUCT.md §8 Errors: a failed storage upload says 'Upload failed: {code}'.
    super(`Upload failed: ${status}`);
  }
}

export function putFile(url: string, file: Blob, contentType: string, onProgress?: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", url);
    request.setRequestHeader("content-type", contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new StorageUploadError(request.status)));
    request.onerror = () => reject(new StorageUploadError(0));
    request.send(file);
  });
}
